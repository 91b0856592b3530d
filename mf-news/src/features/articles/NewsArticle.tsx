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

/** Hot news while it loads: three items of the list's own boxes (picture, title, summary), so the list takes their place. */
function HotNewsSkeleton() {
  return (
    <ul className={styles.hotList} role="status" aria-busy="true" aria-label="Loading hot news">
      {Array.from({ length: HOT_NEWS_COUNT }, (_, index) => (
        <li key={index} className={styles.hotItem}>
          <div className={`fl-skeleton__line ${styles.hotSkeletonPicture}`} />
          <div className={`fl-skeleton__line ${styles.skeletonLine}`} />
          <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '70%' }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The article while it loads, in the article's own boxes: a title, the "date | author" line and a screenful of body
 * lines. The column is at least a screen tall in both states (`.main`), so what follows it (Hot news on a phone, the
 * footer) starts below the fold and stays there when the article, of whatever length, takes the skeleton's place.
 */
function ArticleSkeleton() {
  return (
    <div className={styles.article} role="status" aria-busy="true" aria-label="Loading article">
      <div className={`fl-skeleton__line ${styles.skeletonTitle}`} />
      <div className={styles.articleMeta}>
        <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '40%' }} />
      </div>
      <div className={styles.skeletonBody}>
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index} className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: `${100 - ((index * 17) % 40)}%` }} />
        ))}
      </div>
    </div>
  );
}

/** "Hot news": three random articles; a click loads that article in place (same page, new id). */
function HotNews({ currentId }: { currentId: number }) {
  const { data, isPending } = useRandomArticles(HOT_NEWS_COUNT, currentId);
  return (
    <aside className={styles.hot} aria-labelledby="hot-news-title">
      <h2 id="hot-news-title" className={styles.hotTitle}>
        Hot news
      </h2>
      {isPending ? (
        <HotNewsSkeleton />
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
    main = <ArticleSkeleton />;
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
        <ShareBlock title={article.Title} />
      </article>
    );
  }

  return (
    <div className={`fl-page ${isMobile ? styles.mobile : ''}`}>
      {/* The last crumb (the article's title, "Article" while it loads) keeps to one line: the title in full is the heading below it. */}
      <div className={styles.crumbs}>
        <Breadcrumbs
          items={[{ label: 'Home', to: links.index() }, { label: 'News', to: links.newsList() }, { label: article?.Title ?? 'Article' }]}
        />
      </div>
      <div className={styles.contentLayout}>
        <div className={styles.main}>{main}</div>
        <HotNews currentId={id} />
      </div>
    </div>
  );
}
