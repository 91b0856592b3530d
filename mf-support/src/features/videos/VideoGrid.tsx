import { TRUNCATE, truncate, type Material } from '@ferrolink/shared';
import { VideoPlayer } from './VideoPlayer';
import styles from './video-grid.module.css';

/** The grid while its page loads: `count` cards of the same boxes (16:9 frame, two title lines, three summary lines: the
 * summary is cut to 125 characters). */
export function VideoGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} role="status" aria-busy="true" aria-label="Loading videos">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <div className={`fl-skeleton__line ${styles.skeletonFrame}`} />
          <div className={styles.cardText}>
            <div className={styles.skeletonTitle}>
              <div className="fl-skeleton__line" />
              <div className="fl-skeleton__line" style={{ width: '55%' }} />
            </div>
            <div className={styles.skeletonSummary}>
              <div className="fl-skeleton__line" />
              <div className="fl-skeleton__line" />
              <div className="fl-skeleton__line" style={{ width: '70%' }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Video cards: player with a play overlay, title (63) and summary (125). */
export function VideoGrid({ items }: { items: Material[] }) {
  return (
    <ul className={styles.grid} aria-label="Videos">
      {items.map((item) => (
        <li key={item.Id} className={styles.card}>
          <VideoPlayer src={item.AttachmentUrl} poster={item.ImageUrl} title={item.Title} />
          <div className={styles.cardText}>
            <h3 className={styles.cardTitle} title={item.Title}>
              {truncate(item.Title, TRUNCATE.videoTitle)}
            </h3>
            <p className={styles.cardSummary}>{truncate(item.Summary, TRUNCATE.videoSummary)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
