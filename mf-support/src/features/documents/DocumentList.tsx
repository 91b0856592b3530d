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
                <div>
                  <dt>Type</dt>
                  <dd>{item.DictionaryName}</dd>
                </div>
                {item.ProductName ? (
                  <div>
                    <dt>Product</dt>
                    <dd>{item.ProductName}</dd>
                  </div>
                ) : null}
                {item.Version ? (
                  <div>
                    <dt>Version</dt>
                    <dd>{item.Version}</dd>
                  </div>
                ) : null}
                {updated ? (
                  <div>
                    <dt>Updated</dt>
                    <dd>
                      <time dateTime={item.PublishTime.slice(0, 10)}>{updated}</time>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>Size</dt>
                  <dd>{formatFileSize(item.FileSize)}</dd>
                </div>
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
