import { BANNER_DICTIONARY, useIsMobile, usePageBanner } from '@ferrolink/shared';
import styles from './news-banner.module.css';

/** The page banner of dictionary 49; the heading stays for screen readers whatever the image says. */
export function NewsBanner({ heading }: { heading: string }) {
  const { data: banner } = usePageBanner(BANNER_DICTIONARY.news);
  const isMobile = useIsMobile();
  return (
    <div className={isMobile ? `${styles.banner} ${styles.mobile}` : styles.banner}>
      {banner ? <img src={banner.ImageUrl} alt={banner.Title} className={styles.bannerImage} /> : <div className={styles.bannerPlaceholder} />}
      <h1 className="fl-visually-hidden">{heading}</h1>
    </div>
  );
}
