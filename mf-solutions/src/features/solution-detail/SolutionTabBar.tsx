import { TabList, type SolutionEntry } from '@ferrolink/shared';
import styles from './solution-tab-bar.module.css';

interface SolutionTabBarProps {
  tabs: readonly SolutionEntry[];
  selectedId: number;
  onSelect: (entry: SolutionEntry) => void;
  /** The id of the element the tabs control (the tab's content). */
  panelId: string;
}

/** The tab bar of a sector: one tab per solution, each selecting its sub-category number. */
export function SolutionTabBar({ tabs, selectedId, onSelect, panelId }: SolutionTabBarProps) {
  return (
    <TabList
      items={tabs.map((entry) => ({ key: entry.id, label: entry.name, data: { subcategory: entry.id } }))}
      selected={selectedId}
      onSelect={(id) => {
        const entry = tabs.find((candidate) => candidate.id === id);
        if (entry) onSelect(entry);
      }}
      label="Solutions of this sector"
      tabId={(id) => `solution-tab-${id}`}
      panelId={() => panelId}
      className={styles.tabBar}
      tabClassName={styles.tab}
    />
  );
}
