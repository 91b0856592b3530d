import { onScrollClaimed, SCROLL_TO_TOP_STEP_MS, SCROLL_TO_TOP_STEP_PX } from '@ferrolink/shared';

/** Ends the way up in progress, if any. */
let stopRunning: (() => void) | undefined;

/** What says the visitor has taken the scroll over. */
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the top in steps of 50 px every 5 ms, and jumps at once for visitors who ask for reduced
 * motion. It goes on until the top even when the page changes height under it (a new page replacing its loading
 * skeleton, the browser's scroll anchoring); it stops when the visitor takes over (wheel, touch, keys, a click) or a
 * page claims the scroll for a place of its own (`claimScroll` in shared, e.g. About's Contact Us).
 */
export function smoothScrollToTop(): void {
  stopRunning?.();
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion || window.scrollY <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const timer = setInterval(() => {
    if (window.scrollY <= 0) stop();
    else window.scrollTo(0, Math.max(0, window.scrollY - SCROLL_TO_TOP_STEP_PX));
  }, SCROLL_TO_TOP_STEP_MS);
  const unsubscribe = onScrollClaimed(() => stop());
  function stop(): void {
    clearInterval(timer);
    unsubscribe();
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop);
    if (stopRunning === stop) stopRunning = undefined;
  }
  for (const type of VISITOR_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  stopRunning = stop;
}
