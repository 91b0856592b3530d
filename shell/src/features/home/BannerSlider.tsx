import type { ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CAROUSEL_INTERVAL_MS } from '@ferrolink/shared';
import styles from './home.module.css';

/**
 * react-slick with the home carousel's settings: advancing every 2500 ms (SPEC.md §2, §9). A chunk of
 * its own, loaded by BannerCarousel, so the other pages never download the slider.
 */
export default function BannerSlider({ children }: { children: ReactNode }) {
  return (
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
      {children}
    </Slider>
  );
}
