import { type AdvisorySummary, describeAffectedRange, Link, links, SeverityBadge } from '@ferrolink/shared';
import { useProductAdvisories } from './get-product-advisories';
import styles from './product-advisories.module.css';

function AdvisoryItem({ advisory }: { advisory: AdvisorySummary }) {
  // GetByProduct gives each advisory with this product's range only.
  const range = advisory.Products[0];
  return (
    <li className={styles.item}>
      <SeverityBadge severity={advisory.Severity} score={advisory.CvssScore} className={styles.severity} />
      <div className={styles.body}>
        <Link to={links.securityAdvisory(advisory.Id)} className={styles.title}>
          {advisory.Id}: {advisory.Title}
        </Link>
        {range ? (
          <p className={styles.range}>
            Affected firmware: {describeAffectedRange({ affectedFrom: range.AffectedFrom, fixedIn: range.FixedIn })}.{' '}
            {range.FixedIn ? `Fixed in ${range.FixedIn}.` : 'No fix yet: see the mitigations.'}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * "Security advisories" on a product page: the advisories that concern the product, newest first, with the firmware
 * they affect on it and the version that fixes them. Always there (with a sentence when none concerns the product), so
 * its place on the page does not change when the list arrives.
 */
export function ProductAdvisories({ productId }: { productId: number }) {
  const { data, error } = useProductAdvisories(productId);
  let content;
  if (error) content = <p className={styles.note}>The security advisories could not be loaded.</p>;
  else if (!data) content = <p className={`fl-skeleton__line ${styles.placeholder}`} role="status" aria-label="Loading security advisories" />;
  else if (data.length === 0) content = <p className={styles.note}>No published security advisory concerns this product.</p>;
  else
    content = (
      <ul className={styles.list} aria-label="Security advisories for this product">
        {data.map((advisory) => (
          <AdvisoryItem key={advisory.Id} advisory={advisory} />
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby="product-advisories-title">
      <h2 id="product-advisories-title" className={styles.heading}>
        Security advisories
      </h2>
      {content}
      <p className={styles.all}>
        <Link to={links.securityAdvisories()}>All security advisories</Link>
      </p>
    </section>
  );
}
