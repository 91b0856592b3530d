import { useRef, useState } from 'react';
import {
  claimScroll,
  EmptyState,
  FIRST_READS,
  firstReadReply,
  LoadMore,
  Pagination,
  RetryState,
  Skeleton,
  useIsMobile,
  usePagedList,
  type Article,
  type Page,
} from '@ferrolink/shared';
import { getNewsPage } from './get-news-page';
import { NewsBanner } from './NewsBanner';
import { NewsCard } from './NewsCard';
import { NewsTabs } from './NewsTabs';
import { NEWS_TABS, newsTitleLimit } from './news-tabs';
import styles from './news-overview.module.css';

/** The cards of the grid's first row on a desktop (one card is the first row on a phone). */
const FIRST_ROW_CARDS = 3;

function NewsGrid({ articles, dictionaryId }: { articles: Article[]; dictionaryId: number }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.Id}>
          <NewsCard
            article={article}
            titleLimit={newsTitleLimit(dictionaryId)}
            headingLevel="h2"
            placement={index === 0 ? 'lead' : index < FIRST_ROW_CARDS ? 'above' : 'below'}
          />
        </li>
      ))}
    </ul>
  );
}

const LOAD_FAILED = 'The news could not be loaded. Please check your connection and try again.';

/** Desktop: Previous, numbered pages, Next. Mobile: Load More appends the next page and disappears on the last one. */
function NewsList({ dictionaryId, isMobile }: { dictionaryId: number; isMobile: boolean }) {
  const top = useRef<HTMLDivElement>(null);
  const list = usePagedList({
    queryKey: ['news', 'list', dictionaryId],
    fetchPage: (page, signal) => getNewsPage(page, dictionaryId, signal),
    firstPage: () => firstReadReply<Page<Article>>(FIRST_READS.newsPage(1, dictionaryId)),
    append: isMobile,
  });
  if (list.isPending) return <Skeleton lines={6} label="Loading news" />;
  if (list.isError) return <RetryState message={LOAD_FAILED} onRetry={list.retry} />;
  const articles =
    list.items.length === 0 ? (
      <EmptyState>There is no news in this category yet.</EmptyState>
    ) : (
      <NewsGrid articles={list.items} dictionaryId={dictionaryId} />
    );
  if (isMobile) {
    return (
      <div>
        {articles}
        <LoadMore page={list.page} pageCount={list.pageCount} itemCount={list.items.length} loading={list.isFetching} onLoadMore={list.loadMore} />
      </div>
    );
  }
  const changePage = (next: number) => {
    list.goToPage(next);
    claimScroll();
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top} className={styles.listAnchor} aria-busy={list.isFetching}>
      {articles}
      <Pagination page={list.page} pageCount={list.pageCount} onPageChange={changePage} disabled={list.isFetching} label="News pages" />
    </div>
  );
}

/** /newsList: banner, category tabs and a paged list of news cards. */
export function NewsOverview() {
  // A release built with FERROLINK_FAULT=render throws here: the broken canary that the rollout guard's
  // end-to-end test and `npm run bench:rollout` roll out. In every other build the condition is the constant
  // false and the minifier drops the line.
  if (typeof FERROLINK_FAULT !== 'undefined' && (FERROLINK_FAULT === 'render' || FERROLINK_FAULT === 'server-render')) {
    throw new Error(`mf-news was built with FERROLINK_FAULT=${FERROLINK_FAULT}`);
  }
  const isMobile = useIsMobile();
  const [dictionaryId, setDictionaryId] = useState(0);
  const activeTab = NEWS_TABS.find((tab) => tab.dictionaryId === dictionaryId);
  return (
    <div className={isMobile ? styles.mobile : undefined}>
      <NewsBanner heading="News" />
      <div className="fl-page">
        <NewsTabs active={dictionaryId} onChange={setDictionaryId} />
        <section id="news-panel" role="tabpanel" aria-labelledby={`news-tab-${dictionaryId}`} aria-label={activeTab?.label}>
          {/* The key starts each tab on its first page. */}
          <NewsList key={dictionaryId} dictionaryId={dictionaryId} isMobile={isMobile} />
        </section>
      </div>
    </div>
  );
}
