import { useEffect, useState, type RefObject } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@ferrolink/shared';
import { smoothScrollToTop } from './scroll';
import styles from './layout.module.css';

interface GoToTopProps {
  /** Where focus goes on the way up: the first focusable thing at the top of the page. */
  topOfPage: RefObject<HTMLElement | null>;
}

/**
 * Appears after the page scrolled more than 20 px. Besides scrolling, it moves focus to the top of the page (the
 * layout gives it the "Skip to content" link, the first stop of the page's tab order): the button itself disappears
 * at the top, and focus would fall to the body; from the skip link the next Tab goes through the header as on a fresh
 * page, and a screen reader announces the first thing of the page.
 */
export function GoToTop({ topOfPage }: GoToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const goToTop = () => {
    // No scroll from the focus itself: the smooth scroll (or the jump, for reduced motion) does the moving.
    topOfPage.current?.focus({ preventScroll: true });
    smoothScrollToTop();
  };
  return (
    <button type="button" className={styles.goToTop} onClick={goToTop} aria-label="Go To Top" title="Go To Top">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
