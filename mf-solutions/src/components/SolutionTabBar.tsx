import { useRef, type KeyboardEvent } from 'react';
import type { SolutionEntry } from '@ferrolink/shared';
import styles from './solution-details.module.css';

interface SolutionTabBarProps {
  tabs: readonly SolutionEntry[];
  selectedId: number;
  onSelect: (entry: SolutionEntry) => void;
  /** The id of the element the tabs control (the tab's content). */
  panelId: string;
}

/** SPEC.md §2 "Tab bar by banner type, each tab selecting a sub-category number". Arrow keys move between tabs as in any tab list. */
export function SolutionTabBar({ tabs, selectedId, onSelect, panelId }: SolutionTabBarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const entry = tabs[next];
    if (!entry) return;
    buttons.current[next]?.focus();
    onSelect(entry);
  };

  return (
    <div className={styles.tabBar} role="tablist" aria-label="Solutions of this sector">
      {tabs.map((entry, index) => {
        const selected = entry.id === selectedId;
        return (
          <button
            key={entry.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`solution-tab-${entry.id}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-subcategory={entry.id}
            className={styles.tab}
            onClick={() => !selected && onSelect(entry)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {entry.name}
          </button>
        );
      })}
    </div>
  );
}
