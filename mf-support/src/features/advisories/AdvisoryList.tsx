import {
  ADVISORIES_FEED_PATH,
  type AdvisorySummary,
  Breadcrumbs,
  COMPANY,
  EmptyState,
  Link,
  links,
  RetryState,
  SEVERITIES,
  type Severity,
  SeverityBadge,
  useFailureToast,
  useIsMobile,
  usePageHead,
  useSearchParams,
} from '@ferrolink/shared';
import { AdvisoryDate, Fact } from './Fact';
import { useAdvisoryList } from './get-advisories';
import styles from './advisories.module.css';

/** The severity an address filters by (`?severity=High`, any case), or null for every advisory. */
export function severityFilterOf(value: string | null): Severity | null {
  return SEVERITIES.find((severity) => severity.toLowerCase() === (value ?? '').trim().toLowerCase()) ?? null;
}

/** The severity filter: links, so the address keeps the choice (a link sent by mail opens the same list). */
function SeverityFilter({ current, list }: { current: Severity | null; list: AdvisorySummary[] }) {
  const choices: { label: string; severity: Severity | null }[] = [
    { label: 'All', severity: null },
    ...[...SEVERITIES].reverse().map((severity) => ({ label: severity, severity })),
  ];
  return (
    <nav className={styles.filter} aria-label="Filter by severity">
      <ul>
        {choices.map(({ label, severity }) => {
          const count = severity === null ? list.length : list.filter((advisory) => advisory.Severity === severity).length;
          const to = links.securityAdvisories(severity ?? undefined);
          return (
            <li key={label}>
              <Link to={to} className={styles.filterLink} aria-current={current === severity ? 'page' : undefined}>
                {label} <span className={styles.filterCount}>({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AdvisoryRow({ advisory }: { advisory: AdvisorySummary }) {
  const products = advisory.Products.map((product) => product.Name).join(', ');
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <SeverityBadge severity={advisory.Severity} score={advisory.CvssScore} />
        <span className={styles.advisoryId}>{advisory.Id}</span>
      </div>
      <h2 className={styles.rowTitle}>
        <Link to={links.securityAdvisory(advisory.Id)}>{advisory.Title}</Link>
      </h2>
      <dl className={styles.facts}>
        <Fact term="Products">{products}</Fact>
        <Fact term="Published">
          <AdvisoryDate value={advisory.PublishedAt} />
        </Fact>
        {advisory.UpdatedAt !== advisory.PublishedAt ? (
          <Fact term="Updated">
            <AdvisoryDate value={advisory.UpdatedAt} />
          </Fact>
        ) : null}
        <Fact term="Status">{advisory.Fixed ? 'Fixed firmware available' : 'Mitigations only'}</Fact>
      </dl>
    </li>
  );
}

/** The list while it loads, in the rows' own boxes, so the rows take their place without moving what follows. */
function ListSkeleton() {
  return (
    <ul className={styles.list} role="status" aria-busy="true" aria-label="Loading security advisories">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className={styles.row}>
          <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '30%' }} />
          <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '80%' }} />
          <div className={`fl-skeleton__line ${styles.skeletonLine}`} style={{ width: '60%' }} />
        </li>
      ))}
    </ul>
  );
}

/** /securityAdvisories: every advisory, newest first, with where machines and people find them besides this page. */
export function AdvisoryList() {
  const [searchParams] = useSearchParams();
  const severity = severityFilterOf(searchParams.get('severity'));
  const isMobile = useIsMobile();
  const { data: list, isPending, error, refetch } = useAdvisoryList();
  useFailureToast(error);
  usePageHead({
    title: 'Security Advisories',
    description: `${COMPANY.shortName} product security advisories: affected products and firmware, fixed versions, mitigations and CVSS 3.1 scores.`,
  });

  let main;
  if (error) {
    main = <RetryState message="The advisories could not be loaded. Please check your connection and try again." onRetry={() => void refetch()} />;
  } else if (isPending || !list) {
    main = <ListSkeleton />;
  } else {
    const shown = severity === null ? list : list.filter((advisory) => advisory.Severity === severity);
    main = (
      <>
        <SeverityFilter current={severity} list={list} />
        {shown.length === 0 ? (
          <EmptyState>No advisory of {severity} severity has been published.</EmptyState>
        ) : (
          <ul className={styles.list} aria-label="Security advisories">
            {shown.map((advisory) => (
              <AdvisoryRow key={advisory.Id} advisory={advisory} />
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className={`fl-page ${isMobile ? styles.mobile : ''}`}>
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Support', to: links.support() }, { label: 'Security Advisories' }]} />
      <h1 className={styles.pageTitle}>Security Advisories</h1>
      <p className={styles.intro}>
        The vulnerabilities found in {COMPANY.shortName} products, the firmware versions they affect, the versions that fix them and what to do until
        you can update. Scores are CVSS 3.1 base scores.
      </p>
      <ul className={styles.channels} aria-label="Other ways to follow the advisories">
        <li>
          <a href={ADVISORIES_FEED_PATH} type="application/atom+xml">
            Atom feed
          </a>
        </li>
        <li>
          <a href="/.well-known/csaf/provider-metadata.json">CSAF 2.0 documents</a>
        </li>
        <li>
          Report a vulnerability: <a href={`mailto:${COMPANY.emails.security}`}>{COMPANY.emails.security}</a> (
          <a href="/.well-known/security.txt">security.txt</a>)
        </li>
      </ul>
      <div className={styles.main}>{main}</div>
    </div>
  );
}
