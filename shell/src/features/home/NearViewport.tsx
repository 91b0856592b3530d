import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a widget starts to load: about a thumb's flick on a phone, so it is there when reached. */
const AHEAD_PX = 200;

/**
 * Draws `children` once the visitor is near them, and until then nothing inside a box the parent gives its final
 * height (so nothing moves when they come). For a widget below the first screen of a phone: its code and its
 * drawing are not among what the page needs before it can be read. A browser without IntersectionObserver draws
 * them at once.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  // Far at first everywhere, the server included: the browser's first render must draw what the server drew.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={anchor} data-testid="near-viewport-anchor" />;
}
