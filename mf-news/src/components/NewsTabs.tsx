import { NEWS_TABS } from '../lib/news-tabs';
import styles from '../styles/news.module.css';

interface NewsTabsProps {
  active: number;
  onChange: (dictionaryId: number) => void;
}

/** Total news, Industry, Classic case, Social responsibility, Activity (SPEC.md §2). */
export function NewsTabs({ active, onChange }: NewsTabsProps) {
  return (
    <div className={styles.tabs} role="tablist" aria-label="News categories">
      {NEWS_TABS.map((tab) => (
        <button
          key={tab.dictionaryId}
          type="button"
          role="tab"
          id={`news-tab-${tab.dictionaryId}`}
          aria-controls="news-panel"
          aria-selected={tab.dictionaryId === active}
          className={styles.tab}
          onClick={() => onChange(tab.dictionaryId)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
