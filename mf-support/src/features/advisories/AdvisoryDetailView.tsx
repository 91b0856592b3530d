import {
  type AdvisoryDetail,
  Breadcrumbs,
  describeAffectedRange,
  EmptyState,
  isNotFoundAnswer,
  Link,
  links,
  normaliseAdvisoryId,
  NotFound,
  RetryState,
  SafeHtml,
  SeverityBadge,
  useFailureToast,
  useIsMobile,
  usePageHead,
  useSearchParams,
} from '@ferrolink/shared';
import { AdvisoryDate, Fact } from './Fact';
import { useAdvisory } from './get-advisories';
import styles from './advisories.module.css';

function AffectedProducts({ advisory }: { advisory: AdvisoryDetail }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="fl-visually-hidden">Affected products and firmware versions</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Affected firmware</th>
            <th scope="col">Fixed in</th>
          </tr>
        </thead>
        <tbody>
          {advisory.Products.map((product) => (
            <tr key={product.ProductId}>
              <th scope="row">
                <Link to={links.productDetails(product.ProductId)}>{product.Name}</Link>
                <span className={styles.productName}>{product.ShortName}</span>
              </th>
              <td>{describeAffectedRange({ affectedFrom: product.AffectedFrom, fixedIn: product.FixedIn })}</td>
              <td>{product.FixedIn ? product.FixedIn : <strong>No fix yet: apply the mitigations</strong>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Advisory({ advisory }: { advisory: AdvisoryDetail }) {
  return (
    <article className={styles.article}>
      <p className={styles.advisoryId}>{advisory.Id}</p>
      <h1 className={styles.pageTitle}>{advisory.Title}</h1>
      <dl className={styles.summaryFacts}>
        <Fact term="Severity">
          <SeverityBadge severity={advisory.Severity} />
        </Fact>
        <Fact term="CVSS 3.1 base score" valueClassName={styles.score}>
          {advisory.CvssScore.toFixed(1)}
        </Fact>
        <Fact term="Vector" className={styles.vectorFact}>
          <code className={styles.vector}>{advisory.CvssVector}</code>
        </Fact>
        <Fact term="Weakness">
          {advisory.CweId}: {advisory.CweName}
        </Fact>
        <Fact term="Published">
          <AdvisoryDate value={advisory.PublishedAt} />
        </Fact>
        <Fact term="Updated">
          <AdvisoryDate value={advisory.UpdatedAt} />
        </Fact>
      </dl>
      <p className={styles.lead}>{advisory.Summary}</p>

      <h2 className={styles.sectionTitle}>Affected products</h2>
      <AffectedProducts advisory={advisory} />

      <h2 className={styles.sectionTitle}>Description</h2>
      <SafeHtml html={advisory.Description} className={styles.description} />

      <h2 className={styles.sectionTitle}>Mitigations</h2>
      <ul className={styles.mitigations}>
        {advisory.Mitigations.map((mitigation) => (
          <li key={mitigation}>{mitigation}</li>
        ))}
      </ul>

      {advisory.Acknowledgments ? (
        <>
          <h2 className={styles.sectionTitle}>Acknowledgments</h2>
          <p>{advisory.Acknowledgments}</p>
        </>
      ) : null}

      <h2 className={styles.sectionTitle}>Revision history</h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className="fl-visually-hidden">Revision history</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Date</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {advisory.Revisions.map((revision) => (
              <tr key={revision.Number}>
                <th scope="row">{revision.Number}</th>
                <td>
                  <AdvisoryDate value={revision.Date} />
                </td>
                <td>{revision.Summary}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className={styles.sectionTitle}>Machine-readable</h2>
      <ul className={styles.channels}>
        <li>
          <a href={advisory.CsafUrl} type="application/json">
            CSAF 2.0 document
          </a>{' '}
          (<a href={`${advisory.CsafUrl}.sha512`}>SHA-512</a>)
        </li>
      </ul>
    </article>
  );
}

/** The advisory while it loads: the id line, the title and the facts' boxes. */
function AdvisorySkeleton() {
  return (
    <div className={styles.article} role="status" aria-busy="true" aria-label="Loading advisory">
      <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '20%' }} />
      <div className={`fl-skeleton__line ${styles.skeletonTitle}`} />
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: `${100 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** /securityAdvisory?id=FL-SA-2026-003: one advisory with its score, affected and fixed versions, mitigations and history. */
export function AdvisoryDetailView() {
  const [searchParams] = useSearchParams();
  const id = normaliseAdvisoryId(searchParams.get('id') ?? '');
  const isMobile = useIsMobile();
  const { data: advisory, isPending, error, refetch } = useAdvisory(id);
  // A failure of the service gets the site's toast; its answer "no such advisory" is the not-found page.
  useFailureToast(error, { quietWhenNotFound: true });
  usePageHead(advisory ? { title: `${advisory.Id}: ${advisory.Title}`, description: advisory.Summary } : undefined);

  if (id !== null && isNotFoundAnswer(error)) return <NotFound />;

  let main;
  if (id === null) {
    main = (
      <EmptyState>
        This advisory does not exist. <Link to={links.securityAdvisories()}>See all security advisories</Link>
      </EmptyState>
    );
  } else if (error) {
    main = <RetryState message="The advisory could not be loaded. Please check your connection and try again." onRetry={() => void refetch()} />;
  } else if (isPending || !advisory) {
    main = <AdvisorySkeleton />;
  } else {
    main = <Advisory advisory={advisory} />;
  }

  return (
    <div className={`fl-page ${isMobile ? styles.mobile : ''}`}>
      <Breadcrumbs
        items={[
          { label: 'Home', to: links.index() },
          { label: 'Support', to: links.support() },
          { label: 'Security Advisories', to: links.securityAdvisories() },
          { label: id ?? 'Advisory' },
        ]}
      />
      <div className={styles.main}>{main}</div>
    </div>
  );
}
