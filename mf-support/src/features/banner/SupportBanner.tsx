import { BANNER_DICTIONARY, usePageBanner } from '@ferrolink/shared';
import styles from './banner.module.css';

/** The banner of dictionary 50 (the page shows response.data[0].ImageUrl). */
export function SupportBanner() {
  const { data: first } = usePageBanner(BANNER_DICTIONARY.support);
  if (!first) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.banner}>
      <img className={styles.image} src={first.ImageUrl} alt={first.Title} width={1920} height={520} fetchPriority="high" />
    </div>
  );
}
