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
  let previous = window.scrollY;
  running = setInterval(() => {
    const current = window.scrollY;
    // Moving down since the last step means someone else scrolls (an anchor, the visitor): let them.
    if (current > previous + 2 || current <= 0) {
      clearInterval(running);
      running = undefined;
      return;
    }
    previous = current;
    window.scrollTo(0, Math.max(0, current - SCROLL_TO_TOP_STEP_PX));
  }, SCROLL_TO_TOP_STEP_MS);
}
