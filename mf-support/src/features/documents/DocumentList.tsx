import { TRUNCATE, truncate, type Material } from '@ferrolink/shared';
import { formatFileSize } from '../materials/file-size';
import styles from './document-list.module.css';

interface DocumentListProps {
  items: Material[];
  pendingId: number | null;
  onDownload: (item: Material) => void;
}

/** One row per document: title (65 characters), type, product, size and Download. */
export function DocumentList({ items, pendingId, onDownload }: DocumentListProps) {
  return (
    <ul className={styles.list} aria-label="Documents">
      {items.map((item) => (
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
              <div>
                <dt>Size</dt>
                <dd>{formatFileSize(item.FileSize)}</dd>
              </div>
            </dl>
          </div>
          <button
            type="button"
            className={`fl-button fl-button--outline ${styles.download}`}
            onClick={() => onDownload(item)}
            disabled={pendingId === item.AttachmentId}
            aria-describedby={`document-${item.Id}`}
          >
            Download
          </button>
          <span id={`document-${item.Id}`} hidden>
            {item.Title}
          </span>
        </li>
      ))}
    </ul>
  );
}
