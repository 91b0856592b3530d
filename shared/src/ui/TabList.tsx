import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabListItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** The full name when the label is cut short. */
  title?: string;
  /** Written as data-* attributes on the tab, for what reads the tabs from outside (tests, analytics). */
  data?: Record<string, string | number>;
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

/**
 * A WAI-ARIA tab list without a UI library: only the selected tab is in the tab order (roving tabindex); the arrow
 * keys of its orientation move to the previous or next tab, wrapping round, and Home and End to the first and last.
 * Moving selects, as every tab here shows content that is already at hand.
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
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [backKey, forwardKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];

  const targetIndex = (key: string, index: number): number | null => {
    if (key === forwardKey) return (index + 1) % items.length;
    if (key === backKey) return (index - 1 + items.length) % items.length;
    if (key === 'Home') return 0;
    if (key === 'End') return items.length - 1;
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index);
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    tabs.current[next]?.focus();
    if (item.key !== selected) onSelect(item.key);
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} className={className}>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        const dataAttributes = Object.fromEntries(Object.entries(item.data ?? {}).map(([name, value]) => [`data-${name}`, value]));
        return (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.key)}
            aria-selected={isSelected}
            aria-controls={panelId(item.key)}
            tabIndex={isSelected ? 0 : -1}
            title={item.title}
            className={tabClassName}
            onClick={() => !isSelected && onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            {...dataAttributes}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
