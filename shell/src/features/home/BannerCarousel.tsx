import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CAROUSEL_INTERVAL_MS, Link } from '@ferrolink/shared';
import { useHomeBanners } from './get-banners';
import styles from './home.module.css';

/** The home banner carousel, advancing every 2500 ms (SPEC.md §2, §9). */
export function BannerCarousel() {
  const banners = useHomeBanners();
  if (banners.isPending) return <div className={styles.bannerPlaceholder} aria-busy="true" aria-label="Loading banners" />;
  const slides = banners.data?.data ?? [];
  if (slides.length === 0) return <div className={styles.bannerPlaceholder} />;
  return (
    <section className={styles.carousel} aria-label="Highlights" data-testid="home-carousel">
      <Slider
        autoplay
        autoplaySpeed={CAROUSEL_INTERVAL_MS}
        dots
        arrows={false}
        infinite
        pauseOnHover={false}
        speed={500}
        dotsClass={`slick-dots ${styles.dots}`}
      >
        {slides.map((slide, index) => {
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
        })}
      </Slider>
    </section>
  );
}
