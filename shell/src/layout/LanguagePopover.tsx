import { getRuntimeConfig } from '@ferrolink/shared';
import { HeaderDropdown } from './HeaderDropdown';
import styles from './layout.module.css';

/** EN/ZH popover: this site is English; ZH links to the Chinese-language site (CN_SITE_URL). */
export function LanguagePopover() {
  return (
    <HeaderDropdown
      trigger="EN"
      popup="true"
      panel={() => (
        <div className={styles.dropdownPanel} aria-label="Language">
          <span className={`${styles.dropdownItem} ${styles.dropdownCurrent}`} aria-current="true">
            EN
          </span>
          <a className={styles.dropdownItem} href={getRuntimeConfig().cnSiteUrl} hrefLang="zh" lang="zh">
            ZH
          </a>
        </div>
      )}
    />
  );
}
