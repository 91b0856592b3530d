import type { Severity } from '@ferrolink/shared';
import styles from './advisories.module.css';

/**
 * The severity in words and colour, with the score when given ("High 8.8"): the colour helps a glance down the
 * list, the words carry the meaning for anyone who does not see the colour.
 */
export function SeverityBadge({ severity, score }: { severity: Severity; score?: number }) {
  return (
    <span className={`${styles.badge} ${styles[`severity${severity}`] ?? ''}`}>
      {severity}
      {score === undefined ? null : <span className={styles.badgeScore}> {score.toFixed(1)}</span>}
    </span>
  );
}
