import { useEffect, type ReactNode } from 'react';
import {
  Breadcrumbs,
  isApiError,
  Link,
  links,
  paths,
  reportServiceFailure,
  type SectorType,
  Skeleton,
  type SolutionEntry,
  useLocation,
  useSearchParams,
} from '@ferrolink/shared';
import { useSectorBanner } from '../api/get-sector-banner';
import { useSolutionDetail } from '../api/get-solution-detail';
import { ApplicationCases } from '../components/ApplicationCases';
import { FeatureBlock } from '../components/FeatureBlock';
import { FeaturePoints } from '../components/FeaturePoints';
import { LoadFailure } from '../components/LoadFailure';
import { RecommendedProducts } from '../components/RecommendedProducts';
import { SectorBanner } from '../components/SectorBanner';
import { SolutionTabBar } from '../components/SolutionTabBar';
import { resolveDetailLocation, tabsForType } from '../lib/solution-query';
import styles from '../components/solution-details.module.css';

const PANEL_ID = 'solution-tab-content';

/** /solutionDetails?type=&tag=&id= (SPEC.md §2 "Solution detail"). */
export default function SolutionDetailsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = resolveDetailLocation(searchParams);
  const sectorType = location.ok ? (location.sector.type as SectorType) : undefined;
  const banner = useSectorBanner(sectorType);
  const detail = useSolutionDetail(location.ok ? location.solution.id : undefined);

  // SPEC.md §8: a failure of the service itself gets the connection toast; a clear "not found" is shown in the page only.
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

  const { error } = detail;
  useEffect(() => {
    if (error && (!isApiError(error) || error.isConnectionFailure)) reportServiceFailure(error);
  }, [error]);

  const crumbs = (current: string) => (
    <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Solutions', to: links.solution(1) }, { label: current }]} />
  );

  if (!location.ok) {
    return (
      <div>
        <SectorBanner title="Solutions" />
        <div className="fl-page">
          {crumbs('Solution')}
          <LoadFailure title="Solution not found" message={location.message}>
            <Link to={links.solution(1)} className="fl-button fl-button--outline">
              Browse all solutions
            </Link>
          </LoadFailure>
        </div>
      </div>
    );
  }

  const { sector, solution } = location;
  const select = (entry: SolutionEntry) => setSearchParams({ type: String(entry.type), tag: String(entry.tag), id: String(entry.id) });

  let content: ReactNode;
  if (detail.isPending) {
    content = <Skeleton lines={10} label={`Loading ${solution.name}`} />;
  } else if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.code === 404;
    content = (
      <LoadFailure
        title={notFound ? 'Solution not found' : 'This solution could not be loaded'}
        message={notFound ? `The ${solution.name} solution is not available at the moment.` : 'Please check your connection and try again.'}
        onRetry={notFound ? undefined : () => void detail.refetch()}
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
      <SectorBanner title={sector.name} imageUrl={banner.data?.ImageUrl} loading={banner.isPending} />
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
