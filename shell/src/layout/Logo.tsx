import { Link, links } from '@ferrolink/shared';
import styles from './layout.module.css';

export function Logo() {
  // The link is named by its visible text (WCAG 2.5.3 Label in Name): a speech user says what they see.
  // The spaces inside keep the words apart in the name; the flex column lays the words out without them.
  return (
    <Link to={links.index()} className={styles.logo}>
      <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true">
        <rect width="40" height="40" rx="8" fill="#0a5cad" />
        <path d="M10 28V12h16v4H15v3h9v4h-9v5z" fill="#fff" />
        <circle cx="30" cy="27" r="3" fill="#35d07f" />
      </svg>
      <span className={styles.logoText}>
        Ferrolink <small>Industrial Networks</small>
      </span>
      <span className="fl-visually-hidden"> home</span>
    </Link>
  );
}
