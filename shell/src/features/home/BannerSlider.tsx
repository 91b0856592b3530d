import { useLayoutEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import Slider from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { CAROUSEL_INTERVAL_MS } from '@ferrolink/shared';
import styles from './home.module.css';

const SLIDE = '.slick-slide';

/**
 * react-slick marks every slide but the current one aria-hidden (the other banners and the clones it adds for
 * the endless loop), yet their links stay in the tab order: a keyboard user would land on a link that screen
 * readers do not see and sighted users cannot see. `inert` takes each hidden slide out of the tab order and
 * the accessibility tree, and comes off again when the slide becomes the current one.
 */
function syncInert(root: HTMLElement) {
  for (const slide of root.querySelectorAll<HTMLElement>(SLIDE)) {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    if (slide.hasAttribute('inert') !== hidden) slide.toggleAttribute('inert', hidden);
  }
}

/**
 * react-slick with the home carousel's settings: advancing every 2500 ms. A chunk of
 * its own, loaded by BannerCarousel, so the other pages never download the slider.
 */
export default function BannerSlider({ children }: { children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<Slider>(null);

  // react-slick moves aria-hidden on every change of slide; follow it rather than its callbacks, which
  // do not cover the clones. A layout effect, so no frame shows a focusable hidden slide.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    syncInert(root);
    const observer = new MutationObserver(() => syncInert(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);

  // While the current banner's link has focus the carousel holds still: moving on would make the focused
  // slide inert and drop the keyboard user's focus. react-slick's own pauseOnFocus listens on the slide
  // elements, which never receive focus themselves, and would also stop the carousel when a dot is clicked.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.closest(SLIDE)) sliderRef.current?.slickPause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.target.closest(SLIDE)) return;
    const next = event.relatedTarget instanceof Element ? event.relatedTarget.closest(SLIDE) : null;
    if (!next || !rootRef.current?.contains(next)) sliderRef.current?.slickPlay();
  };

  return (
    <div ref={rootRef} onFocus={onFocus} onBlur={onBlur}>
      <Slider
        ref={sliderRef}
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
    </div>
  );
}
