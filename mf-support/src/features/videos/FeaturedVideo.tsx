import { Skeleton, TRUNCATE, truncate } from '@ferrolink/shared';
import { useTopVideo } from './get-top-videos';
import { VideoPlayer } from './VideoPlayer';
import styles from './featured-video.module.css';

/** The top video with its title (90) and description (about 400) beside it. */
export function FeaturedVideo() {
  const top = useTopVideo();
  if (top.isPending) return <Skeleton lines={4} label="Loading the featured video" />;
  const video = top.data;
  if (!video) return null;
  return (
    <section className={styles.featured} aria-label="Featured video">
      <VideoPlayer src={video.AttachmentUrl} poster={video.ImageUrl} title={video.Title} size="large" />
      <div className={styles.featuredText}>
        <p className={styles.kicker}>{video.DictionaryName}</p>
        <h2 className={styles.featuredTitle} title={video.Title}>
          {truncate(video.Title, TRUNCATE.topVideoTitle)}
        </h2>
        <p className={styles.featuredDescription}>{truncate(video.Summary, TRUNCATE.topVideoDescription)}</p>
      </div>
    </section>
  );
}
