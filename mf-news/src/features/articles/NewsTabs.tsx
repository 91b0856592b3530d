import { TabList, useIsMobile } from '@ferrolink/shared';
import { NEWS_TABS } from './news-tabs';
import styles from './news-tabs.module.css';

interface NewsTabsProps {
  active: number;
  onChange: (dictionaryId: number) => void;
}

/** Total news, Industry, Classic case, Social responsibility, Activity: every tab controls the one news panel. */
export function NewsTabs({ active, onChange }: NewsTabsProps) {
  const isMobile = useIsMobile();
  return (
    <TabList
      items={NEWS_TABS.map((tab) => ({ key: tab.dictionaryId, label: tab.label }))}
      selected={active}
      onSelect={onChange}
      label="News categories"
      tabId={(dictionaryId) => `news-tab-${dictionaryId}`}
      panelId={() => 'news-panel'}
      className={isMobile ? `${styles.tabs} ${styles.mobile}` : styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
