import { getRuntimeConfig } from '@ferrolink/shared';
import styles from './layout.module.css';

/**
 * EN and ZH side by side, for the slide-out menu: both show at once at the top of the menu, where a popover at
 * its foot opened below the fold. This site is English; ZH links to the Chinese-language site (CN_SITE_URL).
 */
export function LanguageChoice() {
  return (
    <div className={styles.languageChoice} role="group" aria-label="Language">
      <span className={styles.languageCurrent} aria-current="true">
        EN
      </span>
      <a className={styles.languageLink} href={getRuntimeConfig().cnSiteUrl} hrefLang="zh" lang="zh">
        ZH
      </a>
    </div>
  );
}
