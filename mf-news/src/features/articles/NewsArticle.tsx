import {
  Breadcrumbs,
  EmptyState,
  formatArticleDate,
  HOT_NEWS_COUNT,
  isNotFoundAnswer,
  Link,
  links,
  NotFound,
  pageDescription,
  readIntParam,
  RetryState,
  SafeHtml,
  Skeleton,
  TRUNCATE,
  truncate,
  useFailureToast,
  useIsMobile,
  usePageHead,
  useSearchParams,
} from '@ferrolink/shared';
import { useArticle } from './get-article';
import { useRandomArticles } from './get-random-articles';
import { ShareBlock } from './ShareBlock';
import styles from './news-article.module.css';

/** "Hot news": three random articles; a click loads that article in place (same page, new id). */
function HotNews({ currentId }: { currentId: number }) {
  const { data, isPending } = useRandomArticles(HOT_NEWS_COUNT, currentId);
  return (
    <aside className={styles.hot} aria-labelledby="hot-news-title">
      <h2 id="hot-news-title" className={styles.hotTitle}>
        Hot news
      </h2>
      {isPending ? (
        <Skeleton lines={4} label="Loading hot news" />
      ) : (
        <ul className={styles.hotList}>
          {(data ?? []).map((article) => (
            <li key={article.Id}>
              <Link to={links.newsContent(article.Id)} className={styles.hotItem}>
                <img src={article.ImgUrl} alt="" loading="lazy" width={800} height={500} />
                <span className={styles.hotItemTitle}>{article.Title}</span>
                <span className={styles.hotItemSummary}>{truncate(article.Summary, TRUNCATE.hotNewsSummary)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** /newsContent?id=: breadcrumb, title, "date | author", the sanitised body, Hot news and the hidden share block. */
export function NewsArticle() {
  const [searchParams] = useSearchParams();
  const id = readIntParam(searchParams.get('id'), 0);
  const isMobile = useIsMobile();
  const { data: article, isPending, error, refetch } = useArticle(id);
  // A failure of the service (no answer, 5xx) gets the site's toast; its answer "no such article" is the not-found page.
  useFailureToast(error, { quietWhenNotFound: true });
  usePageHead(article ? { title: article.Title, description: pageDescription(article.Summary, article.Content) } : undefined);

  if (id > 0 && isNotFoundAnswer(error)) return <NotFound />;

  let main;
  if (id === 0) {
    main = (
      <EmptyState>
        This article does not exist or is no longer available. <Link to={links.newsList()}>See all news</Link>
      </EmptyState>
    );
  } else if (error) {
    main = <RetryState message="The article could not be loaded. Please check your connection and try again." onRetry={() => void refetch()} />;
  } else if (isPending || !article) {
    main = <Skeleton lines={10} label="Loading article" />;
  } else {
    main = (
      <article className={styles.article}>
        <h1 className={styles.articleTitle}>{article.Title}</h1>
        <p className={styles.articleMeta}>
          <time dateTime={(article.PublishTime || article.CreateTime).slice(0, 10)}>
            {formatArticleDate(article.PublishTime || article.CreateTime)}
          </time>
          {' | '}
          <span>{article.Author}</span>
        </p>
        <SafeHtml html={article.Content} className={styles.articleBody} />
        <ShareBlock url={typeof window === 'undefined' ? '' : window.location.href} title={article.Title} />
      </article>
    );
  }

  return (
    <div className={`fl-page ${isMobile ? styles.mobile : ''}`}>
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'News', to: links.newsList() }, { label: article?.Title ?? 'Article' }]} />
      <div className={styles.contentLayout}>
        <div>{main}</div>
        <HotNews currentId={id} />
      </div>
    </div>
  );
}
