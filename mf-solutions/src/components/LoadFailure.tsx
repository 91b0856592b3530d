import type { ReactNode } from 'react';
import styles from './solution-details.module.css';

/** What a visitor sees instead of a blank area when content cannot be shown. */
export function LoadFailure({ title, message, onRetry, children }: { title: string; message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className={styles.failure} role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      <div className={styles.failureActions}>
        {onRetry ? (
          <button type="button" className="fl-button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
