import { SCROLL_TO_TOP_STEP_MS, SCROLL_TO_TOP_STEP_PX } from '@ferrolink/shared';

let running: ReturnType<typeof setInterval> | undefined;

/**
 * Scrolls to the top in steps of 50 px every 5 ms (SPEC.md §9). Stops as soon as
 * something else moves the page (a section scrolling to its anchor, the visitor's
 * wheel), and jumps at once for visitors who ask for reduced motion.
 */
export function smoothScrollToTop(): void {
  if (running) clearInterval(running);
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion || window.scrollY <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  let expected = window.scrollY;
  running = setInterval(() => {
    if (Math.abs(window.scrollY - expected) > 2 || window.scrollY <= 0) {
      clearInterval(running);
      running = undefined;
      return;
    }
    expected = Math.max(0, window.scrollY - SCROLL_TO_TOP_STEP_PX);
    window.scrollTo(0, expected);
  }, SCROLL_TO_TOP_STEP_MS);
}
