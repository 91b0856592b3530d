import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: string;
}

interface TabsProps {
  items: TabItem[];
  active: string;
  onSelect: (key: string) => void;
  label: string;
  children: ReactNode;
}

/** WAI-ARIA tabs without a UI library, so widgets on /index stay light. Arrow keys move between tabs. */
export function Tabs({ items, active, onSelect, label, children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={listRef}>
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-key={item.key}
            id={`${baseId}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
