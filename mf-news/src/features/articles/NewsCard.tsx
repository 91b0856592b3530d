import { type Article, formatArticleDate, Link, links, TRUNCATE, truncate } from '@ferrolink/shared';
import styles from './news.module.css';

interface NewsCardProps {
  article: Article;
  titleLimit?: number;
  summaryLimit?: number;
  /** The heading level inside the list it sits in. */
  headingLevel?: 'h2' | 'h3';
}

/** A news card: image, date, title, summary, author; the whole card opens /newsContent?id=. */
export function NewsCard({
  article,
  titleLimit = TRUNCATE.newsTitle,
  summaryLimit = TRUNCATE.newsSummary,
  headingLevel: Heading = 'h3',
}: NewsCardProps) {
  return (
    <article className={styles.card}>
      <Link to={links.newsContent(article.Id)} className={styles.cardLink} title={article.Title}>
        <div className={styles.cardImage}>
          <img src={article.ImgUrl} alt="" loading="lazy" width={800} height={500} />
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
