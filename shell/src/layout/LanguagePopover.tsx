import { useCallback, useRef, useState } from 'react';
import { getRuntimeConfig } from '@ferrolink/shared';
import { closeOnEscape, useDismissOnOutsidePress } from './use-dismiss';
import styles from './layout.module.css';

/** EN/ZH popover: this site is English; ZH links to the Chinese-language site (CN_SITE_URL). */
export function LanguagePopover() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsidePress(containerRef, open, close);

  return (
    <div className={styles.dropdown} ref={containerRef} onKeyDown={(event) => closeOnEscape(event, open, setOpen, triggerRef)}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.topButton}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        EN
      </button>
      {open && (
        <div className={styles.dropdownPanel} aria-label="Language">
          <span className={`${styles.dropdownItem} ${styles.dropdownCurrent}`} aria-current="true">
            EN
          </span>
          <a className={styles.dropdownItem} href={getRuntimeConfig().cnSiteUrl} hrefLang="zh" lang="zh">
            ZH
          </a>
        </div>
      )}
    </div>
  );
}
