import { lazy, Suspense } from 'react';
import { BANNER_DICTIONARY, BANNER_PAGE_SIZE, Link, useFirstFrameDrawn, usePageBanners } from '@ferrolink/shared';
import styles from './home.module.css';

// react-slick and its styles (13 KB gzip) serve /index only. They are asked for once the page's first frame is on
// screen: fetched earlier they share the phone's network and processor with what that frame needs. Until they
// arrive the first banner shows on its own, in the box the slider will take.
const BannerSlider = lazy(() => import('./BannerSlider'));

/** The home banner carousel: banners of dictionary id 40, advancing every 2500 ms. */
export function BannerCarousel() {
  const banners = usePageBanners(BANNER_DICTIONARY.home, BANNER_PAGE_SIZE);
  const firstFrameDrawn = useFirstFrameDrawn();
  if (banners.isPending) return <div className={styles.bannerPlaceholder} aria-busy="true" aria-label="Loading banners" />;
  const slides = banners.data ?? [];
  if (slides.length === 0) return <div className={styles.bannerPlaceholder} />;

  const slideElements = slides.map((slide, index) => {
    const image = (
      <img
        src={slide.ImageUrl}
        alt={slide.Title}
        className={styles.bannerImage}
        width={1920}
        height={520}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
    );
    return (
      <div key={slide.Id} className={styles.slide}>
        {slide.LinkUrl?.startsWith('/') ? (
          <Link to={slide.LinkUrl} aria-label={slide.Title}>
            {image}
          </Link>
        ) : (
          image
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
