import { advisoryText, lifecycleWords, Link, links, type PartsListResult, SeverityBadge } from '@ferrolink/shared';
import styles from './parts-list.module.css';

/** The product a line found (a link to its page, with the variant it names), or "Not found" with the nearest names. */
export function ProductCell({ result }: { result: PartsListResult }) {
  if (!result.Product) {
    return (
      <div>
        <strong className={styles.notFound}>Not found</strong>
        {result.Nearest.length > 0 ? (
          <p className={styles.nearest}>
            Nearest:{' '}
            {result.Nearest.map((product, index) => (
              <span key={product.Id}>
                {index > 0 ? ', ' : ''}
                <Link to={links.productDetails(product.Id)}>{product.Name}</Link>
              </span>
            ))}
          </p>
        ) : (
          <p className={styles.nearest}>No product has a similar name.</p>
        )}
      </div>
    );
  }
  return (
    <div>
      <Link to={links.productDetails(result.Product.Id)} className={styles.productName}>
        {result.Product.Name}
      </Link>
      <p className={styles.detail}>{result.Product.ShortName}</p>
      {result.PartNumber ? (
        <p className={styles.detail}>
          Part number {result.PartNumber}
          {result.PartDescription ? `: ${result.PartDescription}` : ''}
        </p>
      ) : null}
      {result.Match === 'similar-spelling' ? <p className={styles.detail}>Matched by a similar spelling</p> : null}
    </div>
  );
}

/** The firmware as the line wrote it, and whether it reads as a version. */
export function FirmwareText({ result }: { result: PartsListResult }) {
  if (result.Firmware === '') return <span className={styles.muted}>Not given</span>;
  return (
    <span>
      {result.Firmware}
      {result.FirmwareRecognised ? null : <span className={styles.muted}> (not a version number)</span>}
    </span>
  );
}

/** Where the product stands: a badge in words, its date, and the successor's link. */
export function LifecycleCell({ result }: { result: PartsListResult }) {
  if (!result.Lifecycle) return <span className={styles.muted}>-</span>;
  const words = lifecycleWords(result.Lifecycle);
  return (
    <div>
      <span className={`${styles.lifecycle} ${styles[`lifecycle-${result.Lifecycle.State}`] ?? ''}`}>{words.state}</span>
      {result.Lifecycle.Successor && words.successor ? (
        <p className={styles.detail}>
          <Link to={links.productDetails(result.Lifecycle.Successor.Id)}>{words.successor}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The advisories that apply, most severe first, with what they were chosen for. */
export function AdvisoriesCell({ result }: { result: PartsListResult }) {
  if (!result.Product) return <span className={styles.muted}>-</span>;
  if (result.Advisories.length === 0) {
    return <span>{result.AdvisoryScope === 'firmware' ? `None for firmware ${result.Firmware}` : 'None known for this product'}</span>;
  }
  return (
    <div>
      <p className={styles.advisoryHead}>
        {result.HighestSeverity ? <SeverityBadge severity={result.HighestSeverity} /> : null}{' '}
        {result.AdvisoryScope === 'firmware'
          ? `${result.Advisories.length} for firmware ${result.Firmware}`
          : `${result.Advisories.length} for this product (no firmware given)`}
      </p>
      <ul className={styles.advisories}>
        {result.Advisories.map((advisory) => (
          <li key={advisory.Id}>
            <Link to={links.securityAdvisory(advisory.Id)} className={styles.advisoryTitle}>
              {advisory.Title}
            </Link>
            <span className={styles.detail}>{advisoryText(advisory)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
