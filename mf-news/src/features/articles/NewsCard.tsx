import { type Article, formatArticleDate, Link, links, TRUNCATE, truncate } from '@ferrolink/shared';
import styles from './news-card.module.css';

interface NewsCardProps {
  article: Article;
  titleLimit?: number;
  summaryLimit?: number;
  /** The heading level inside the list it sits in. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Where the card stands in the first screen of its list: `lead` (the first card, the largest picture a phone shows
   * when the page opens: fetched at once and first), `above` (the rest of the first row: fetched at once), or `below`
   * (fetched when the visitor scrolls near it).
   */
  placement?: 'lead' | 'above' | 'below';
}

/** A news card: image, date, title, summary, author; the whole card opens /newsContent?id=. */
export function NewsCard({
  article,
  titleLimit = TRUNCATE.newsTitle,
  summaryLimit = TRUNCATE.newsSummary,
  headingLevel: Heading = 'h3',
  placement = 'below',
}: NewsCardProps) {
  return (
    <article className={styles.card}>
      <Link to={links.newsContent(article.Id)} className={styles.cardLink} title={article.Title}>
        <div className={styles.cardImage}>
          <img
            src={article.ImgUrl}
            alt=""
            loading={placement === 'below' ? 'lazy' : 'eager'}
            fetchPriority={placement === 'lead' ? 'high' : 'auto'}
            width={800}
            height={500}
          />
        </div>
        <div className={styles.cardBody}>
          <time className={styles.cardDate} dateTime={article.PublishTime.slice(0, 10)}>
            {formatArticleDate(article.PublishTime)}
          </time>
          <Heading className={styles.cardTitle}>{truncate(article.Title, titleLimit)}</Heading>
          <p className={styles.cardSummary}>{truncate(article.Summary, summaryLimit)}</p>
          <p className={styles.cardAuthor}>{article.Author}</p>
        </div>
      </Link>
    </article>
  );
}
