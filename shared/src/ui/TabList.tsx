import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import './tab-list.css';

export interface TabListItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** The full name when the label is cut short. */
  title?: string;
  /** Written as data-* attributes on the tab, for what reads the tabs from outside (tests, analytics). */
  data?: Record<string, string | number>;
  /**
   * The address of the page opened on this tab. The tab is then a link: without JavaScript (or before the page's
   * script has run) following it asks the server for the page drawn on that tab, and a crawler finds every tab's
   * content; with JavaScript a plain click selects the tab in place like any other tab, while a click that asks for a
   * new window or tab (Ctrl, Cmd, Shift, a middle button) is left to the browser.
   */
  href?: string;
}

export interface TabListProps<K extends string | number> {
  items: readonly TabListItem<K>[];
  selected: K;
  /** Called with another tab's key when the visitor clicks it or moves to it with the keyboard. */
  onSelect: (key: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The id of each tab: the panel names its tab with it in aria-labelledby. */
  tabId: (key: K) => string;
  /** The id of the panel a tab controls. */
  panelId: (key: K) => string;
  /** Side tabs move with the up and down arrows, tabs in a row with left and right. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  tabClassName?: string;
}

/** What a row of tabs measures: how far it is scrolled, how wide its tabs are together and how much of them shows. */
export interface StripMeasure {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Which ends of a row of tabs hide more tabs: the cue at an end shows only while there is more to scroll that way. */
export interface ScrollCue {
  before: boolean;
  after: boolean;
}

/** Browsers round widths and scroll positions to fractions of a pixel; a difference below this is no hidden tab. */
const ROUNDING_SLACK_PX = 1;

export function scrollCue({ scrollLeft, scrollWidth, clientWidth }: StripMeasure): ScrollCue {
  const furthest = scrollWidth - clientWidth;
  if (furthest <= ROUNDING_SLACK_PX) return { before: false, after: false };
  return { before: scrollLeft > ROUNDING_SLACK_PX, after: scrollLeft < furthest - ROUNDING_SLACK_PX };
}

/** An arrow scrolls the row by this share of its visible width, so the tab cut at the edge stays in sight. */
const ARROW_STEP_SHARE = 0.75;
/** The cue at each end covers this much of the row; a tab brought into view clears it. */
const CUE_WIDTH_PX = 40;

/** The left a row should scroll to so that a tab spanning [tabStart, tabEnd) (row coordinates) shows clear of the cues. */
export function scrollLeftToShow(tabStart: number, tabEnd: number, strip: StripMeasure): number {
  const visibleStart = strip.scrollLeft + CUE_WIDTH_PX;
  const visibleEnd = strip.scrollLeft + strip.clientWidth - CUE_WIDTH_PX;
  const furthest = Math.max(0, strip.scrollWidth - strip.clientWidth);
  if (tabStart < visibleStart) return Math.max(0, tabStart - CUE_WIDTH_PX);
  if (tabEnd > visibleEnd) return Math.min(furthest, tabEnd - strip.clientWidth + CUE_WIDTH_PX);
  return strip.scrollLeft;
}

const NO_CUE: ScrollCue = { before: false, after: false };

/**
 * Watches a horizontal row of tabs for tabs beyond its edges: on a scroll, when the row or a tab changes size (a
 * narrower screen, a web font arriving) and when the tabs change. Measuring needs a browser, so the server's
 * page and the first paint show no cue; the cues are laid over the row, so their arrival moves nothing.
 */
function useScrollCue(list: HTMLElement | null, watch: boolean, tabCount: number): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(NO_CUE);
  useEffect(() => {
    if (!list || !watch) {
      setCue(NO_CUE);
      return;
    }
    const update = () => {
      const next = scrollCue(list);
      setCue((previous) => (previous.before === next.before && previous.after === next.after ? previous : next));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    // Older browsers without ResizeObserver still get the cue on each scroll and on a window resize.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (resizes) {
      resizes.observe(list);
      for (const tab of Array.from(list.children)) resizes.observe(tab);
    } else {
      window.addEventListener('resize', update);
    }
    return () => {
      list.removeEventListener('scroll', update);
      resizes?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [list, watch, tabCount]);
  return cue;
}

/**
 * A WAI-ARIA tab list without a UI library: only the selected tab is in the tab order (roving tabindex); the arrow
 * keys of its orientation move to the previous or next tab, wrapping round, and Home and End to the first and last.
 * Moving selects, as every tab here shows content that is already at hand.
 *
 * A row of tabs wider than the screen scrolls sideways; an end that hides tabs fades out under an arrow that
 * scrolls that way, so a visitor sees there are more. The arrows are for pointers and fingers and are left out of
 * the tab order and the accessibility tree: the keyboard already reaches every tab (arrows, Home, End), focus
 * brings the tab it lands on into view, and the selected tab is kept in view.
 */
export function TabList<K extends string | number>({
  items,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  orientation = 'horizontal',
  className,
  tabClassName,
}: TabListProps<K>) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const isRow = orientation === 'horizontal';
  const cue = useScrollCue(list, isRow, items.length);
  const [backKey, forwardKey] = isRow ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const selectedIndex = items.findIndex((item) => item.key === selected);

  // The selected tab stays in view when it is chosen from elsewhere (the address, a link) or was cut at an edge.
  // Only the row scrolls, never the page.
  useEffect(() => {
    const tab = tabs.current[selectedIndex];
    if (!list || !isRow || !tab || list.scrollWidth <= list.clientWidth) return;
    const tabStart = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const target = scrollLeftToShow(tabStart, tabStart + tab.offsetWidth, list);
    if (Math.abs(target - list.scrollLeft) > ROUNDING_SLACK_PX) list.scrollLeft = target;
  }, [list, isRow, selectedIndex]);

  const scrollRow = useCallback(
    (direction: -1 | 1) => {
      if (list) list.scrollBy({ left: direction * Math.max(CUE_WIDTH_PX, list.clientWidth * ARROW_STEP_SHARE) });
    },
    [list],
  );

  const targetIndex = (key: string, index: number): number | null => {
    if (key === forwardKey) return (index + 1) % items.length;
    if (key === backKey) return (index - 1 + items.length) % items.length;
    if (key === 'Home') return 0;
    if (key === 'End') return items.length - 1;
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // A link tab answers Space as a button tab does (a link would scroll the page); Enter already clicks both.
    if (event.key === ' ' && items[index]?.href !== undefined) {
      event.preventDefault();
      const item = items[index];
      if (item && item.key !== selected) onSelect(item.key);
      return;
    }
    const next = targetIndex(event.key, index);
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    tabs.current[next]?.focus();
    if (item.key !== selected) onSelect(item.key);
  };

  const onLinkClick = (event: MouseEvent<HTMLElement>, key: K, isSelected: boolean) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!isSelected) onSelect(key);
  };

  const tabList = (
    <div ref={setList} role="tablist" aria-label={label} aria-orientation={orientation} className={className}>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        const dataAttributes = Object.fromEntries(Object.entries(item.data ?? {}).map(([name, value]) => [`data-${name}`, value]));
        const tabProps = {
          ref: (element: HTMLElement | null) => {
            tabs.current[index] = element;
          },
          role: 'tab',
          id: tabId(item.key),
          'aria-selected': isSelected,
          'aria-controls': panelId(item.key),
          tabIndex: isSelected ? 0 : -1,
          title: item.title,
          className: tabClassName,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          ...dataAttributes,
        };
        if (item.href !== undefined) {
          return (
            <a key={item.key} {...tabProps} href={item.href} onClick={(event) => onLinkClick(event, item.key, isSelected)}>
              {item.label}
            </a>
          );
        }
        return (
          <button key={item.key} {...tabProps} type="button" onClick={() => !isSelected && onSelect(item.key)}>
            {item.label}
          </button>
        );
      })}
    </div>
  );

  // Side tabs stack and do not scroll sideways: no cue, and no wrapper to come between them and their layout.
  if (!isRow) return tabList;

  return (
    <div className="fl-tablist">
      {tabList}
      <ScrollArrow side="before" shown={cue.before} onClick={() => scrollRow(-1)} />
      <ScrollArrow side="after" shown={cue.after} onClick={() => scrollRow(1)} />
    </div>
  );
}

/** The chevrons of the two ends: pointing back (left) and on (right). */
const ARROW_PATHS = {
  before: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  after: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
} as const;

/**
 * The arrow laid over one end of a scrolling row, for a mouse or a finger: the keyboard already reaches every tab with
 * the arrow keys, so it is out of the tab order and hidden from screen readers.
 */
function ScrollArrow({ side, shown, onClick }: { side: 'before' | 'after'; shown: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`fl-tablist__more fl-tablist__more--${side}`}
      hidden={!shown}
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`tablist-more-${side}`}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d={ARROW_PATHS[side]} fill="currentColor" />
      </svg>
    </button>
  );
}
