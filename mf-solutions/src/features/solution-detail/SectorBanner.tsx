import styles from './sector-banner.module.css';

/** The banner of a page: the image carries the artwork, the heading carries the title for readers and search engines. */
export function SectorBanner({ title, imageUrl, loading = false }: { title: string; imageUrl?: string; loading?: boolean }) {
  return (
    <div className={styles.banner} aria-busy={loading || undefined}>
      {imageUrl ? <img className={styles.bannerImage} src={imageUrl} alt="" width={1920} height={520} fetchPriority="high" /> : null}
      <h1 className={imageUrl ? 'fl-visually-hidden' : styles.bannerTitle}>{title}</h1>
    </div>
  );
}
