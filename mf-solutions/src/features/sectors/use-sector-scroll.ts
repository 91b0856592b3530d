import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { claimScroll } from '@ferrolink/shared';

/** The bottom edge of the site's sticky header (0 when there is none, as in the standalone harness). */
function headerBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * In-page sector navigation of /solution: scrolls to a sector below the sticky header and tab bar, and
 * tracks which sector the visitor is reading from the scroll position. While a tab's smooth scroll runs,
 * the clicked tab stays highlighted instead of flickering through the sections it passes.
 */
export function useSectorScroll(types: readonly number[], initial: number) {
  const sections = useRef(new Map<number, HTMLElement>());
  const nav = useRef<HTMLElement | null>(null);
  const locked = useRef<number | null>(null);
  const [active, setActive] = useState(initial);
  const [stickyTop, setStickyTop] = useState(0);

  const offset = useCallback(() => headerBottom() + (nav.current?.getBoundingClientRect().height ?? 0), []);

  const update = useCallback(() => {
    const top = offset();
    if (locked.current !== null) {
      const target = sections.current.get(locked.current);
      if (!target || Math.abs(target.getBoundingClientRect().top - top) > 2) return;
      locked.current = null;
    }
    // A section is being read once its top has passed a third of the visible area under the bars.
    const line = top + (window.innerHeight - top) / 3;
    let current = types[0] ?? initial;
    for (const type of types) {
      const element = sections.current.get(type);
      if (element && element.getBoundingClientRect().top <= line) current = type;
    }
    setActive(current);
  }, [offset, types, initial]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    const release = () => {
      locked.current = null;
      onScroll();
    };
    const measure = () => {
      const top = headerBottom();
      // The bar's sticking place matters only once the page is scrolled, and a change of it draws the whole overview
      // again: as a transition, in slices (from this effect, the first one runs right after hydration, it would
      // otherwise be drawn at once, in one task nothing can interrupt).
      startTransition(() => setStickyTop(top));
      onScroll();
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scrollend', release);
    // The visitor taking over the scroll ends a tab's scroll early.
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchstart', release, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scrollend', release);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchstart', release);
    };
  }, [update]);

  const scrollToSector = useCallback(
    (type: number, behavior: ScrollBehavior = 'smooth') => {
      const element = sections.current.get(type);
      if (!element) return;
      const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - offset()));
      const smooth = behavior === 'smooth' && !prefersReducedMotion();
      locked.current = smooth ? type : null;
      setActive(type);
      // On arrival with ?type= the shell is scrolling the new page to the top: the sector wins.
      claimScroll();
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    },
    [offset],
  );

  const sectionRef = useCallback(
    (type: number) => (element: HTMLElement | null) => {
      if (element) sections.current.set(type, element);
      else sections.current.delete(type);
    },
    [],
  );

  return { active, stickyTop, nav, sectionRef, scrollToSector };
}
