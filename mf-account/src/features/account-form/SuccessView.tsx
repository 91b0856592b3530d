import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The "step 1" view of a form that worked. */
export function SuccessView({ title, text, children }: { title: string; text?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.done} role="status">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.doneTitle}>{title}</h2>
      {text && <p className={styles.doneText}>{text}</p>}
      {children}
    </div>
  );
}
