import { useSupportBanner } from './get-support-banner';
import styles from './banner.module.css';

/** The banner of dictionary 50 (SPEC.md §7: the page shows response.data[0].ImageUrl). */
export function SupportBanner() {
  const banner = useSupportBanner();
  const first = banner.data?.data[0];
  if (!first) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.banner}>
      <img className={styles.image} src={first.ImageUrl} alt={first.Title} width={1920} height={520} fetchPriority="high" />
    </div>
  );
}
