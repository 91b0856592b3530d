import { Link, links, type SearchResult, truncate, TRUNCATE } from '@ferrolink/shared';
import { DownloadButton } from './DownloadButton';
import { highlight } from './highlight';
import { resultHref } from './result-link';
import { DATA_TYPE_LABEL } from './search-types';
import styles from './search.module.css';

/** One result: kind, title (65 characters) and summary as plain text. Support results are not links but offer Download. */
export function ResultCard({ result, words }: { result: SearchResult; words: string[] }) {
  const href = resultHref(result);
  const title = truncate(result.Title, TRUNCATE.searchTitle);
  const isDocument = result.DataType === 'support' && (result.AttachmentId ?? 0) > 0;
  return (
    <article className={styles.card} data-type={result.DataType}>
      <p className={styles.kind}>{DATA_TYPE_LABEL[result.DataType]}</p>
      <h2 className={styles.cardTitle} title={title === result.Title ? undefined : result.Title}>
        {href ? <Link to={href}>{highlight(title, words)}</Link> : highlight(title, words)}
      </h2>
      {result.Summary ? <p className={styles.summary}>{highlight(result.Summary, words)}</p> : null}
      {result.DataType === 'support' ? (
        <div className={styles.actions}>
          {isDocument ? (
            <DownloadButton attachmentId={result.AttachmentId ?? 0} title={result.Title} />
          ) : (
            <>
              {result.AttachmentUrl ? <DownloadButton fileUrl={result.AttachmentUrl} title={result.Title} /> : null}
              <Link className="fl-button fl-button--outline" to={links.support(2)}>
                Watch in Video Center
              </Link>
            </>
          )}
        </div>
      ) : null}
    </article>
  );
}
