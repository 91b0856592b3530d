import { useRef, useState } from 'react';
import { claimScroll, EmptyState, LoadMore, Pagination, RetryState, Skeleton, useIsMobile, type Article } from '@ferrolink/shared';
import { useNewsPage, useNewsPages } from '../api/get-news-page';
import { NewsBanner } from '../components/NewsBanner';
import { NewsCard } from '../components/NewsCard';
import { NewsTabs } from '../components/NewsTabs';
import { NEWS_TABS, newsTitleLimit } from '../lib/news-tabs';
import styles from '../styles/news.module.css';

function NewsGrid({ articles, dictionaryId }: { articles: Article[]; dictionaryId: number }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.Id}>
          <NewsCard article={article} titleLimit={newsTitleLimit(dictionaryId)} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}

const LOAD_FAILED = 'The news could not be loaded. Please check your connection and try again.';

/** Desktop: Previous, numbered pages, Next (SPEC.md §4). */
function DesktopNewsList({ dictionaryId }: { dictionaryId: number }) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const { data, isPending, isError, isFetching, refetch } = useNewsPage(page, dictionaryId, true);
  if (isPending) return <Skeleton lines={6} label="Loading news" />;
  if (isError) return <RetryState message={LOAD_FAILED} onRetry={() => void refetch()} />;
  const changePage = (next: number) => {
    setPage(next);
    claimScroll();
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top} className={styles.listAnchor} aria-busy={isFetching}>
      {data.data.length === 0 ? (
        <EmptyState>There is no news in this category yet.</EmptyState>
      ) : (
        <NewsGrid articles={data.data} dictionaryId={dictionaryId} />
      )}
      <Pagination page={data.page} pageCount={data.pageCount} onPageChange={changePage} disabled={isFetching} label="News pages" />
    </div>
  );
}

/** Mobile: Load More appends the next page and disappears on the last one (SPEC.md §4). */
function MobileNewsList({ dictionaryId }: { dictionaryId: number }) {
  const { data, isPending, isError, isFetchingNextPage, fetchNextPage, refetch } = useNewsPages(dictionaryId, true);
  if (isPending) return <Skeleton lines={6} label="Loading news" />;
  if (isError) return <RetryState message={LOAD_FAILED} onRetry={() => void refetch()} />;
  const articles = data.pages.flatMap((page) => page.data);
  const last = data.pages[data.pages.length - 1];
  return (
    <div>
      {articles.length === 0 ? (
        <EmptyState>There is no news in this category yet.</EmptyState>
      ) : (
        <NewsGrid articles={articles} dictionaryId={dictionaryId} />
      )}
      <LoadMore
        page={last?.page ?? 1}
        pageCount={last?.pageCount ?? 0}
        itemCount={articles.length}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      />
    </div>
  );
}

/** /newsList: banner, category tabs and a paged list of news cards (SPEC.md §2 News list). */
export default function NewsListPage() {
  // A release built with FERROLINK_FAULT=render throws here: the broken canary that the rollout guard's
  // end-to-end test and `npm run bench:rollout` roll out. In every other build the condition is the constant
  // false and the minifier drops the line.
  if (typeof FERROLINK_FAULT !== 'undefined' && FERROLINK_FAULT === 'render') throw new Error('mf-news was built with FERROLINK_FAULT=render');
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
          {isMobile ? (
            <MobileNewsList key={dictionaryId} dictionaryId={dictionaryId} />
          ) : (
            <DesktopNewsList key={dictionaryId} dictionaryId={dictionaryId} />
          )}
        </section>
      </div>
    </div>
  );
}
