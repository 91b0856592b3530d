import { useEffect, type ReactNode } from 'react';
import {
  BANNER_DICTIONARY,
  Breadcrumbs,
  isNotFoundAnswer,
  Link,
  links,
  NotFound,
  pageDescription,
  paths,
  type SectorType,
  RetryState,
  Skeleton,
  type SolutionEntry,
  useFailureToast,
  useLocation,
  usePageBanner,
  usePageHead,
  useSearchParams,
} from '@ferrolink/shared';
import { useSolutionDetail } from './get-solution-detail';
import { ApplicationCases } from './ApplicationCases';
import { FeatureBlock } from './FeatureBlock';
import { FeaturePoints } from './FeaturePoints';
import { RecommendedProducts } from './RecommendedProducts';
import { SectorBanner } from './SectorBanner';
import { SolutionTabBar } from './SolutionTabBar';
import { resolveDetailLocation, tabsForType } from './solution-address';
import styles from './solution-details.module.css';

const PANEL_ID = 'solution-tab-content';

/** The solution detail page, `/solutionDetails?type=&tag=&id=`. */
export function SolutionDetails() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = resolveDetailLocation(searchParams);
  const sectorType = location.ok ? (location.sector.type as SectorType) : undefined;
  const banner = usePageBanner(sectorType === undefined ? undefined : BANNER_DICTIONARY.solutionSector[sectorType]);
  const detail = useSolutionDetail(location.ok ? location.solution.id : undefined);

  // A failure of the service (no answer, 5xx) gets the connection toast; its answer "no such solution" is the not-found page.
  useFailureToast(detail.error, { quietWhenNotFound: true });
  usePageHead(
    detail.data
      ? {
          title: detail.data.Name,
          description: pageDescription(detail.data.Summary, `${detail.data.Name}: ${detail.data.Points.map((point) => point.Name).join(', ')}.`),
        }
      : undefined,
  );
  const routerLocation = useLocation();

  // A link whose type or tag disagrees with its id (or that has no id) is rewritten to the solution's own
  // type/tag/id, so the tab bar, the URL and a shared link all say the same thing.
  const canonical = location.ok
    ? new URLSearchParams({ type: String(location.solution.type), tag: String(location.solution.tag), id: String(location.solution.id) }).toString()
    : undefined;
  const current = searchParams.toString();
  // Only on this page's own path: while the shell swaps routes this page can see the next page's query for a moment.
  const onOwnPath = routerLocation.pathname === paths.solutionDetails;
  useEffect(() => {
    if (onOwnPath && canonical !== undefined && canonical !== current) setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [onOwnPath, canonical, current, setSearchParams]);

  const crumbs = (current: string) => (
    <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Solutions', to: links.solution(1) }, { label: current }]} />
  );

  if (!location.ok) {
    return (
      <div>
        <SectorBanner title="Solutions" />
        <div className="fl-page">
          {crumbs('Solution')}
          <RetryState className={styles.failure} title="Solution not found" message={location.message}>
            <Link to={links.solution(1)} className="fl-button fl-button--outline">
              Browse all solutions
            </Link>
          </RetryState>
        </div>
      </div>
    );
  }

  if (isNotFoundAnswer(detail.error)) return <NotFound />;

  const { sector, solution } = location;
  const select = (entry: SolutionEntry) => setSearchParams({ type: String(entry.type), tag: String(entry.tag), id: String(entry.id) });

  let content: ReactNode;
  if (detail.isPending) {
    content = <Skeleton lines={10} label={`Loading ${solution.name}`} />;
  } else if (detail.isError) {
    content = (
      <RetryState
        className={styles.failure}
        retryStyle="solid"
        title="This solution could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void detail.refetch()}
      />
    );
  } else {
    const data = detail.data;
    content = (
      <>
        <FeaturePoints points={data.Points} solutionName={data.Name} />
        <FeatureBlock name={data.Name} summary={data.Summary} imageUrl={data.BannerImageUrl} />
        <ApplicationCases key={data.Id} cases={data.Cases} />
        <RecommendedProducts products={data.Products} />
      </>
    );
  }

  return (
    <div>
      <SectorBanner title={sector.name} subtitle={banner.data?.Summary} imageUrl={banner.data?.ImageUrl} loading={banner.isPending} />
      <div className="fl-page">
        {crumbs(solution.name)}
        <SolutionTabBar tabs={tabsForType(sector.type)} selectedId={solution.id} onSelect={select} panelId={PANEL_ID} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`solution-tab-${solution.id}`} className={styles.tabContent}>
          {content}
        </div>
      </div>
    </div>
  );
}
