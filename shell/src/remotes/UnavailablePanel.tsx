import { MESSAGES } from '@ferrolink/shared';
import styles from './remote-mount.module.css';

/** The friendly panel a failed section shows, with a Retry button. */
export function UnavailablePanel({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  return (
    <section className={compact ? `${styles.panel} ${styles.compact}` : styles.panel} role="alert" data-testid="remote-unavailable">
      <h2 className={styles.title}>{MESSAGES.sectionUnavailable}</h2>
      <p className={styles.text}>Please try again in a moment. The rest of the site is working as usual.</p>
      <button type="button" className="fl-button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
