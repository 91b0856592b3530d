import { remoteModule } from '../../remotes/contract';
import { RemoteMount } from '../../remotes/RemoteMount';
import { AboutBlurb } from './AboutBlurb';
import { BannerCarousel } from './BannerCarousel';
import { NearViewport } from './NearViewport';
import styles from './home.module.css';
import { useRecordVisit } from './use-record-visit';

/** The remote widgets of the home page, checked against the shell's remote contract. */
export const HOME_WIDGETS = {
  featuredProducts: remoteModule('mf_catalog', 'FeaturedProducts'),
  solutions: remoteModule('mf_solutions', 'SolutionsAccordion'),
} as const;

/**
 * The widgets drawn with the page's first frame: what a phone shows before the visitor scrolls. The solutions
 * accordion starts about 1,100 px down on a phone and loads as the visitor nears it (NearViewport).
 */
export const HOME_OPENING_WIDGETS = [HOME_WIDGETS.featuredProducts] as const;

/** /index: carousel, featured products (mf-catalog), solutions accordion (mf-solutions), about blurb. */
export function HomePage() {
  useRecordVisit();
  return (
    <div className={styles.home}>
      <h1 className="fl-visually-hidden">Ferrolink Industrial Networks</h1>
      <BannerCarousel />
      <section className={styles.section} aria-labelledby="home-products-title">
        <div className={styles.container}>
          <h2 id="home-products-title" className={styles.sectionTitle}>
            Featured Products
          </h2>
          <div className={styles.featuredSlot}>
            <RemoteMount {...HOME_WIDGETS.featuredProducts} variant="widget" />
          </div>
        </div>
      </section>
      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="home-solutions-title">
        <div className={styles.container}>
          <h2 id="home-solutions-title" className={styles.sectionTitle}>
            Solutions
          </h2>
          <div className={styles.solutionsSlot}>
            <NearViewport>
              <RemoteMount {...HOME_WIDGETS.solutions} variant="widget" />
            </NearViewport>
          </div>
        </div>
      </section>
      <AboutBlurb />
    </div>
  );
}

export default HomePage;
