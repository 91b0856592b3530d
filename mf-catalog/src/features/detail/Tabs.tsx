import { useId, type ReactNode } from 'react';
import { TabList, type TabListItem } from '@ferrolink/shared';
import styles from './tabs.module.css';

interface TabsProps {
  items: readonly TabListItem<string>[];
  active: string;
  onSelect: (key: string) => void;
  label: string;
  children: ReactNode;
}

/** The shared tab list over one panel showing the active tab's content; no UI library, so widgets on /index stay light. */
export function Tabs({ items, active, onSelect, label, children }: TabsProps) {
  const baseId = useId();
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  return (
    <div className={styles.tabs}>
      <TabList
        items={items}
        selected={active}
        onSelect={onSelect}
        label={label}
        tabId={tabId}
        panelId={() => panelId}
        className={styles.list}
        tabClassName={styles.tab}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
