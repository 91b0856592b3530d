import { TRUNCATE, truncate, useIsMobile, useShowMore } from '@ferrolink/shared';
import { useTopVideo } from './get-top-videos';
import { VideoPlayer } from './VideoPlayer';
import styles from './featured-video.module.css';

/** Title and description lines of the skeleton: a side column on a wide screen, the full width on a phone. */
const SKELETON_LINES = { wide: { title: 2, description: 7 }, narrow: { title: 3, description: 10 } };

/**
 * The featured video while it loads, in its own boxes: the player's 16:9 frame and the kicker, title and description
 * lines beside it (below it on a narrow screen), so the filters and videos under it are where they will stay. The
 * title is cut to 90 characters and the description to about 400, which on a phone fill about three and ten lines.
 */
function FeaturedVideoSkeleton() {
  const lines = useIsMobile() ? SKELETON_LINES.narrow : SKELETON_LINES.wide;
  return (
    <section className={styles.featured} role="status" aria-busy="true" aria-label="Loading the featured video">
      <div className={`fl-skeleton__line ${styles.skeletonPlayer}`} />
      <div className={styles.featuredText}>
        <div className={`fl-skeleton__line ${styles.skeletonKicker}`} />
        <div className={styles.skeletonTitle}>
          {Array.from({ length: lines.title }, (_, index) => (
            <div key={index} className="fl-skeleton__line" style={{ width: index === lines.title - 1 ? '60%' : '100%' }} />
          ))}
        </div>
        <div className={styles.skeletonDescription}>
          {Array.from({ length: lines.description }, (_, index) => (
            <div key={index} className="fl-skeleton__line" style={{ width: index === lines.description - 1 ? '45%' : '100%' }} />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The top video with its title (90) and description (about 400) beside it; Read more shows both whole. */
export function FeaturedVideo() {
  const top = useTopVideo();
  const title = top.data?.Title ?? '';
  const summary = top.data?.Summary ?? '';
  const cutTitle = truncate(title, TRUNCATE.topVideoTitle);
  const cutSummary = truncate(summary, TRUNCATE.topVideoDescription);
  const more = useShowMore(cutTitle !== title || cutSummary !== summary, top.data?.Id ?? 0);
  if (top.isPending) return <FeaturedVideoSkeleton />;
  const video = top.data;
  if (!video) return null;
  return (
    <section className={styles.featured} aria-label="Featured video">
      <VideoPlayer src={video.AttachmentUrl} poster={video.ImageUrl} title={video.Title} size="large" />
      <div className={styles.featuredText}>
        <p className={styles.kicker}>{video.DictionaryName}</p>
        <h2 className={styles.featuredTitle} title={video.Title}>
          {more.expanded ? title : cutTitle}
        </h2>
        <p className={styles.featuredDescription}>{more.expanded ? summary : cutSummary}</p>
        {more.button}
      </div>
    </section>
  );
}
