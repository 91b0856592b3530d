import { TRUNCATE, truncate, type Material } from '@ferrolink/shared';
import { VideoPlayer } from './VideoPlayer';
import styles from './video-grid.module.css';

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
