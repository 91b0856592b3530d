import type { ReactNode } from 'react';
import { formatArticleDate, TRUNCATE, truncate, type Material } from '@ferrolink/shared';
import { formatFileSize } from '../materials/file-size';
import styles from './document-list.module.css';

interface DocumentListProps {
  items: Material[];
  /** Signed out: the documents that need a session say so beside their Download, before the click sends the visitor to sign in. */
  signedIn: boolean;
  pendingId: number | null;
  onDownload: (item: Material) => void;
}

/**
 * A file the API gives no address for (an empty AttachmentUrl) is a private one, reached only through a signed link that
 * RegUser/DownloadFile makes for a signed-in visitor: that is how the list knows a download needs sign-in.
 */
export function needsSignIn(item: Material): boolean {
  return item.AttachmentUrl === '';
}

/** One term of a document's details; a document without that detail (no product, no version) leaves it out. */
function MetaItem({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One row per document: title (65 characters), type, product, version, the date of that version, size and Download,
 * marked when it needs sign-in.
 */
export function DocumentList({ items, signedIn, pendingId, onDownload }: DocumentListProps) {
  return (
    <ul className={styles.list} aria-label="Documents">
      {items.map((item) => {
        const signInMarked = !signedIn && needsSignIn(item);
        const signInId = `document-${item.Id}-sign-in`;
        const updated = formatArticleDate(item.PublishTime);
        return (
          <li key={item.Id} className={styles.row}>
            <span className={styles.icon} aria-hidden="true">
              PDF
            </span>
            <div className={styles.body}>
              <h3 className={styles.title} title={item.Title}>
                {truncate(item.Title, TRUNCATE.documentTitle)}
              </h3>
              <dl className={styles.meta}>
                <MetaItem term="Type">{item.DictionaryName}</MetaItem>
                <MetaItem term="Product">{item.ProductName}</MetaItem>
                <MetaItem term="Version">{item.Version}</MetaItem>
                <MetaItem term="Updated">{updated ? <time dateTime={item.PublishTime.slice(0, 10)}>{updated}</time> : null}</MetaItem>
                <MetaItem term="Size">{formatFileSize(item.FileSize)}</MetaItem>
              </dl>
              {signInMarked ? (
                <p className={styles.signIn} id={signInId}>
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path
                      d="M12 2a5 5 0 00-5 5v3H6a2 2 0 00-2 2v8a2 2 0 002 2h12a2 2 0 002-2v-8a2 2 0 00-2-2h-1V7a5 5 0 00-5-5zm-3 8V7a3 3 0 016 0v3H9z"
                      fill="currentColor"
                    />
                  </svg>
                  Sign in to download
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className={`fl-button fl-button--outline ${styles.download}`}
              onClick={() => onDownload(item)}
              disabled={pendingId === item.AttachmentId}
              aria-describedby={signInMarked ? `document-${item.Id} ${signInId}` : `document-${item.Id}`}
            >
              Download
            </button>
            <span id={`document-${item.Id}`} hidden>
              {item.Title}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
