import { act } from 'react';
import { claimScroll, KEEP_SCROLL, SCROLL_TO_TOP_STEP_MS, SCROLL_TO_TOP_STEP_PX } from '@ferrolink/shared';
import { renderPage } from '@ferrolink/testing';
import { ScrollToTopOnNavigate } from '../ScrollToTopOnNavigate';
import { smoothScrollToTop } from '../scroll';

// jsdom has no layout: the page's scroll position is this variable, moved by window.scrollTo.
let scrollY = 0;
beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
});
beforeEach(() => {
  scrollY = 0;
  jest.useFakeTimers();
  window.scrollTo = ((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo;
});
afterEach(() => {
  act(() => claimScroll());
  jest.useRealTimers();
});

const steps = (count: number) => act(() => jest.advanceTimersByTime(count * SCROLL_TO_TOP_STEP_MS));

describe('smoothScrollToTop', () => {
  it('moves up 50 px every 5 ms until the top', () => {
    scrollY = 1000;
    smoothScrollToTop();
    steps(1);
    expect(scrollY).toBe(1000 - SCROLL_TO_TOP_STEP_PX);
    steps(19);
    expect(scrollY).toBe(0);
  });

  it('keeps going when the page changes height under it', () => {
    scrollY = 1000;
    smoothScrollToTop();
    steps(4);
    scrollY = 1300; // new content above the fold, scroll anchoring moves the page down
    steps(30);
    expect(scrollY).toBe(0);
  });

  it('stops when a page claims the scroll, or the visitor takes over', () => {
    scrollY = 1000;
    smoothScrollToTop();
    steps(2);
    claimScroll();
    steps(10);
    expect(scrollY).toBe(900);

    smoothScrollToTop();
    steps(2);
    window.dispatchEvent(new Event('wheel'));
    steps(10);
    expect(scrollY).toBe(800);
  });
});

describe('ScrollToTopOnNavigate', () => {
  it('scrolls a new page to the top, and keeps the position for an in-page change marked KEEP_SCROLL', () => {
    // Mounted on every address, as the layout mounts it.
    const { navigate } = renderPage(<ScrollToTopOnNavigate />, { url: '/productCenter?type=1', path: '*' });
    scrollY = 700;
    act(() => void navigate('/productCenter?type=1&tags=1|Managed', { state: KEEP_SCROLL }));
    steps(20);
    expect(scrollY).toBe(700);

    act(() => void navigate('/producDtetails?id=501'));
    steps(20);
    expect(scrollY).toBe(0);
  });
});
