import { act, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '@ferrolink/shared';
import BannerSlider from '../BannerSlider';

const TITLES = ['Ring redundancy', 'PoE++ switches', 'Wireless backhaul'];

function renderSlider() {
  const { container } = render(
    <BannerSlider>
      {TITLES.map((title, index) => (
        <div key={title}>
          <a href={`/banner-${index}`}>{title}</a>
        </div>
      ))}
    </BannerSlider>,
  );
  const slides = () => Array.from(container.querySelectorAll<HTMLElement>('.slick-slide'));
  return {
    slides,
    hidden: () => slides().filter((slide) => slide.getAttribute('aria-hidden') === 'true'),
    current: () => {
      const shown = slides().filter((slide) => slide.getAttribute('aria-hidden') === 'false');
      expect(shown).toHaveLength(1);
      return shown[0]!;
    },
  };
}

/** Lets the MutationObserver (a microtask) see what react-slick changed. */
const flush = () => act(async () => undefined);

/** Runs the clock past one autoplay step and its 500 ms slide animation. */
async function nextSlide() {
  await act(async () => {
    jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS + 50 + 600);
  });
  await flush();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('<BannerSlider> hidden slides (WCAG 4.1.2, axe aria-hidden-focus)', () => {
  it('makes every aria-hidden slide, the loop clones included, inert and leaves the current one reachable', async () => {
    const { slides, hidden, current } = renderSlider();
    await flush();
    // 3 banners and react-slick's clones for the endless loop.
    expect(slides().length).toBeGreaterThan(TITLES.length);
    expect(hidden().length).toBe(slides().length - 1);
    for (const slide of hidden()) expect(slide).toHaveAttribute('inert');
    expect(current()).not.toHaveAttribute('inert');
    expect(current().querySelector('a')).toHaveTextContent(TITLES[0]!);
  });

  it('moves inert along when the carousel advances', async () => {
    const { hidden, current } = renderSlider();
    await flush();
    await nextSlide();
    expect(current().querySelector('a')).toHaveTextContent(TITLES[1]!);
    expect(current()).not.toHaveAttribute('inert');
    for (const slide of hidden()) expect(slide).toHaveAttribute('inert');
  });

  it('holds still while the current banner link has focus, and moves on when it loses it', async () => {
    const { current } = renderSlider();
    await flush();
    const link = screen.getAllByRole('link', { name: TITLES[0] }).find((element) => current().contains(element))!;
    act(() => link.focus());
    await nextSlide();
    await nextSlide();
    expect(current().querySelector('a')).toHaveTextContent(TITLES[0]!);
    expect(current()).toContainElement(document.activeElement as HTMLElement);

    act(() => link.blur());
    await nextSlide();
    expect(current().querySelector('a')).toHaveTextContent(TITLES[1]!);
  });
});
