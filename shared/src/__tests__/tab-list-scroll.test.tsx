import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { scrollCue, scrollLeftToShow, TabList } from '../ui/TabList';

// jsdom lays nothing out, so the row's sizes are set by hand here, as a browser would report them.
function measure(element: HTMLElement, sizes: { clientWidth: number; scrollWidth: number; scrollLeft?: number }) {
  let scrollLeft = sizes.scrollLeft ?? 0;
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => sizes.clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => sizes.scrollWidth });
  Object.defineProperty(element, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
}

const ITEMS = ['Overview', 'Specifications', 'Ordering Info', 'Accessories', 'Downloads'].map((name) => ({ key: name, label: name }));

function Row() {
  const [selected, setSelected] = useState('Overview');
  return (
    <TabList
      items={ITEMS}
      selected={selected}
      onSelect={setSelected}
      label="Product information"
      tabId={(key) => `tab-${key}`}
      panelId={() => 'panel'}
    />
  );
}

const before = () => screen.getByTestId('tablist-more-before');
const after = () => screen.getByTestId('tablist-more-after');

describe('scrollCue', () => {
  it('shows no cue when every tab fits, also within rounding', () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({ before: false, after: false });
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 400.6, clientWidth: 400 })).toEqual({ before: false, after: false });
  });

  it('shows the cue on each side that hides tabs', () => {
    expect(scrollCue({ scrollLeft: 0, scrollWidth: 900, clientWidth: 400 })).toEqual({ before: false, after: true });
    expect(scrollCue({ scrollLeft: 200, scrollWidth: 900, clientWidth: 400 })).toEqual({ before: true, after: true });
    expect(scrollCue({ scrollLeft: 500, scrollWidth: 900, clientWidth: 400 })).toEqual({ before: true, after: false });
    // Scrolled to the end but for a fraction of a pixel: the last tab shows whole.
    expect(scrollCue({ scrollLeft: 499.5, scrollWidth: 900, clientWidth: 400 })).toEqual({ before: true, after: false });
  });
});

describe('scrollLeftToShow', () => {
  const strip = { scrollLeft: 100, scrollWidth: 900, clientWidth: 400 };
  it('leaves a tab that shows clear of the cues where it is', () => {
    expect(scrollLeftToShow(200, 300, strip)).toBe(100);
  });
  it('brings a tab cut at either edge into view, clear of the cue there, and never past the ends', () => {
    expect(scrollLeftToShow(60, 160, strip)).toBe(20);
    expect(scrollLeftToShow(10, 100, strip)).toBe(0);
    expect(scrollLeftToShow(450, 560, strip)).toBe(200);
    expect(scrollLeftToShow(780, 900, strip)).toBe(500);
  });
});

describe('<TabList> in a row too narrow for its tabs', () => {
  it('shows no cue while every tab fits', () => {
    render(<Row />);
    const list = screen.getByRole('tablist');
    measure(list, { clientWidth: 900, scrollWidth: 900 });
    fireEvent.scroll(list);
    expect(before()).not.toBeVisible();
    expect(after()).not.toBeVisible();
  });

  it('shows the cue on the side with more tabs, follows the scroll, and leaves the cues out of the tab semantics', () => {
    render(<Row />);
    const list = screen.getByRole('tablist');
    measure(list, { clientWidth: 300, scrollWidth: 900 });
    fireEvent.scroll(list);
    expect(before()).not.toBeVisible();
    expect(after()).toBeVisible();

    list.scrollLeft = 300;
    fireEvent.scroll(list);
    expect(before()).toBeVisible();
    expect(after()).toBeVisible();

    list.scrollLeft = 600;
    fireEvent.scroll(list);
    expect(before()).toBeVisible();
    expect(after()).not.toBeVisible();

    // The tab list holds only tabs; the arrows are outside it, out of the tab order and hidden from screen readers.
    expect(list.querySelectorAll('[role="tab"]')).toHaveLength(ITEMS.length);
    expect(list.children).toHaveLength(ITEMS.length);
    expect(after()).toHaveAttribute('tabindex', '-1');
    expect(after()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('scrolls by most of the visible width when an arrow is pressed', () => {
    render(<Row />);
    const list = screen.getByRole('tablist');
    measure(list, { clientWidth: 300, scrollWidth: 900, scrollLeft: 300 });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy;
    fireEvent.scroll(list);
    fireEvent.click(after());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 225 });
    fireEvent.click(before());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -225 });
  });

  it('brings a tab selected at the cut edge into view', () => {
    render(<Row />);
    const list = screen.getByRole('tablist');
    measure(list, { clientWidth: 300, scrollWidth: 900 });
    const downloads = screen.getByRole('tab', { name: 'Downloads' });
    jest.spyOn(list, 'getBoundingClientRect').mockReturnValue({ left: 0 } as DOMRect);
    jest.spyOn(downloads, 'getBoundingClientRect').mockReturnValue({ left: 780 } as DOMRect);
    Object.defineProperty(downloads, 'offsetWidth', { configurable: true, get: () => 120 });
    act(() => downloads.click());
    expect(downloads).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollLeft).toBe(600);
  });
});
