import { lazy, Suspense } from 'react';
import { BANNER_DICTIONARY, BANNER_PAGE_SIZE, Link, PageBanner, useFirstFrameDrawn, usePageBanners } from '@ferrolink/shared';
import styles from './home.module.css';

// react-slick and its styles (13 KB gzip) serve /index only. They are asked for once the page's first frame is on
// screen: fetched earlier they share the phone's network and processor with what that frame needs. Until they
// arrive the first banner shows on its own, in the box the slider will take.
const BannerSlider = lazy(() => import('./BannerSlider'));

/** The home banner carousel: banners of dictionary id 40, advancing every 2500 ms. */
export function BannerCarousel() {
  const banners = usePageBanners(BANNER_DICTIONARY.home, BANNER_PAGE_SIZE);
  const firstFrameDrawn = useFirstFrameDrawn();
  // The placeholder is a banner without words, of the slides' own height, so the slides replace it in place.
  if (banners.isPending) return <PageBanner size="hero" loading className={styles.bannerPlaceholder} />;
  const slides = banners.data ?? [];
  if (slides.length === 0) return <PageBanner size="hero" className={styles.bannerPlaceholder} />;

  const slideElements = slides.map((slide, index) => {
    // The headline and summary are text over the picture: a phone sizes them to be read, screen readers and search
    // engines read them. A slide's headline is no heading: the page's h1 names the site, the slides are highlights.
    const banner = <PageBanner size="hero" imageUrl={slide.ImageUrl} title={slide.Title} subtitle={slide.Summary} priority={index === 0} />;
    return (
      <div key={slide.Id} className={styles.slide}>
        {slide.LinkUrl?.startsWith('/') ? (
          <Link to={slide.LinkUrl} className={styles.slideLink}>
            {banner}
          </Link>
        ) : (
          banner
        )}
      </div>
    );
  });
  return (
    <section className={styles.carousel} aria-label="Highlights" data-testid="home-carousel">
      {firstFrameDrawn ? (
        <Suspense fallback={slideElements[0]}>
          <BannerSlider>{slideElements}</BannerSlider>
        </Suspense>
      ) : (
        slideElements[0]
      )}
    </section>
  );
}
