import { TabList } from '@ferrolink/shared';
import { NEWS_TABS } from '../lib/news-tabs';
import styles from '../styles/news.module.css';

interface NewsTabsProps {
  active: number;
  onChange: (dictionaryId: number) => void;
}

/** Total news, Industry, Classic case, Social responsibility, Activity: every tab controls the one news panel. */
export function NewsTabs({ active, onChange }: NewsTabsProps) {
  return (
    <TabList
      items={NEWS_TABS.map((tab) => ({ key: tab.dictionaryId, label: tab.label }))}
      selected={active}
      onSelect={onChange}
      label="News categories"
      tabId={(dictionaryId) => `news-tab-${dictionaryId}`}
      panelId={() => 'news-panel'}
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
