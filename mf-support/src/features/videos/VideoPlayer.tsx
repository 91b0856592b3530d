import { useRef, useState } from 'react';
import styles from './video-player.module.css';

interface VideoPlayerProps {
  src: string;
  poster: string;
  title: string;
  /** The featured video gets the big overlay. */
  size?: 'large' | 'small';
}

/** A video behind its poster and a play overlay; the overlay goes away for good once the video plays. */
export function VideoPlayer({ src, poster, title, size = 'small' }: VideoPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  const play = () => {
    setStarted(true);
    const element = video.current;
    if (!element) return;
    element.play()?.catch(() => {
      // Autoplay policies may refuse; the native controls are shown now, so the visitor can press play there.
    });
  };

  return (
    <div className={`${styles.player} ${size === 'large' ? styles.playerLarge : ''}`}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster}
        preload="none"
        playsInline
        controls={started}
        onPlay={() => setStarted(true)}
        aria-label={title}
      />
      {started ? null : (
        <button type="button" className={styles.overlay} onClick={play} aria-label={`Play video: ${title}`}>
          <span className={styles.playIcon} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
