import { remoteModule } from '../../remotes/contract';
import { RemoteMount } from '../../remotes/RemoteMount';
import { AboutBlurb } from './AboutBlurb';
import { BannerCarousel } from './BannerCarousel';
import { HomeSection } from './HomeSection';
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
      <HomeSection className={styles.section} titleId="home-products-title" title="Featured Products">
        <div className={styles.featuredSlot}>
          <RemoteMount {...HOME_WIDGETS.featuredProducts} variant="widget" />
        </div>
      </HomeSection>
      <HomeSection className={`${styles.section} ${styles.sectionAlt}`} titleId="home-solutions-title" title="Solutions">
        <div className={styles.solutionsSlot}>
          <NearViewport>
            <RemoteMount {...HOME_WIDGETS.solutions} variant="widget" />
          </NearViewport>
        </div>
      </HomeSection>
      <AboutBlurb />
    </div>
  );
}

export default HomePage;
