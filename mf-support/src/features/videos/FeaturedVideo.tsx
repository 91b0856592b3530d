import { Skeleton, TRUNCATE, truncate, useShowMore } from '@ferrolink/shared';
import { useTopVideo } from './get-top-videos';
import { VideoPlayer } from './VideoPlayer';
import styles from './featured-video.module.css';

/** The top video with its title (90) and description (about 400) beside it; Read more shows both whole. */
export function FeaturedVideo() {
  const top = useTopVideo();
  const title = top.data?.Title ?? '';
  const summary = top.data?.Summary ?? '';
  const cutTitle = truncate(title, TRUNCATE.topVideoTitle);
  const cutSummary = truncate(summary, TRUNCATE.topVideoDescription);
  const more = useShowMore(cutTitle !== title || cutSummary !== summary, top.data?.Id ?? 0);
  if (top.isPending) return <Skeleton lines={4} label="Loading the featured video" />;
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
