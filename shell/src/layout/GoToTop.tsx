import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@ferrolink/shared';
import { smoothScrollToTop } from './scroll';
import styles from './layout.module.css';

/** Appears after the page scrolled more than 20 px. */
export function GoToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.goToTop} onClick={smoothScrollToTop} aria-label="Go To Top" title="Go To Top">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
