import type { HistoryEntry } from './console-api';
import styles from './console.module.css';

/** "2026-11-27 10:15:03 UTC": the history's times, in the server's zone, to the second. */
export function utcTime(iso: string): string {
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** A section's rollout history, newest first, as a timeline: when, what, who, and the state it left. */
export function Timeline({ remote, entries }: { remote: string; entries: readonly HistoryEntry[] }) {
  if (entries.length === 0) return <p className={styles.hint}>No rollout history for {remote} yet.</p>;
  return (
    <ol className={styles.timeline} aria-label={`Rollout history of ${remote}`}>
      {entries.map((entry, index) => (
        <li key={`${entry.at} ${index}`} className={styles.timelineItem} data-action={entry.action}>
          <time dateTime={entry.at} className={styles.timelineTime}>
            {utcTime(entry.at)}
          </time>
          <span className={styles.timelineAction}>{entry.action}</span>
          <span className={styles.timelineActor}>by {entry.actor}</span>
          <span className={styles.timelineState}>{entry.toState}</span>
          {entry.reason ? <span className={styles.timelineReason}>{entry.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
