import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Calls `callback` once the browser has painted the frame after the calling effect: the frame callback runs before
 * the next paint and the timer after it (an effect alone is not enough: React may run it before the browser paints).
 * Returns what cancels it.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/**
 * False until the browser has painted the component's first frame, then true. A part of a page whose code is heavy
 * (antd's form controls, 70-100 KB of script on a phone) waits for it before asking for that code, so the page's
 * title, banner and first items are on screen before the download begins instead of sharing the network and the
 * processor with it.
 */
export function useFirstFrameDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        // A state change from a timer renders at React's default priority, in one task that cannot be interrupted;
        // what this one brings (a slider, the filters) is not urgent, so it renders as a transition: in slices, with
        // the browser free to answer a tap between them.
        startTransition(() => setDrawn(true));
      }),
    [],
  );
  return drawn;
}

/**
 * Runs `work` once, after the component's first frame is on screen: for what a page needs soon but not for its first
 * frame (a check with the server, a record), which on a slow phone would otherwise share the network with that frame.
 * `work` is read when it runs; later changes to it are not run again. It changes no state, so the component (the
 * site's layout calls it, around every page) does not render again for it.
 */
export function useAfterFirstFrame(work: () => void): void {
  const latestWork = useRef(work);
  const done = useRef(false);
  useEffect(() => {
    latestWork.current = work;
  });
  useEffect(() => {
    if (done.current) return undefined;
    return afterNextPaint(() => {
      done.current = true;
      latestWork.current();
    });
  }, []);
}
