import { useEffect, useRef, useState } from 'react';

/**
 * False until the browser has painted the component's first frame, then true. A part of a page whose code is heavy
 * (antd's form controls, 70-100 KB of script on a phone) waits for it before asking for that code, so the page's
 * title, banner and first items are on screen before the download begins instead of sharing the network and the
 * processor with it. An effect alone is not enough: React may run it before the browser paints; the frame callback
 * runs before the next paint and the timer after it.
 */
export function useFirstFrameDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return drawn;
}

/**
 * Runs `work` once, after the component's first frame is on screen: for what a page needs soon but not for its first
 * frame (a check with the server, a record), which on a slow phone would otherwise share the network with that frame.
 * `work` is read when it runs; later changes to it are not run again.
 */
export function useAfterFirstFrame(work: () => void): void {
  const firstFrameDrawn = useFirstFrameDrawn();
  const done = useRef(false);
  useEffect(() => {
    if (!firstFrameDrawn || done.current) return;
    done.current = true;
    work();
  }, [firstFrameDrawn, work]);
}
