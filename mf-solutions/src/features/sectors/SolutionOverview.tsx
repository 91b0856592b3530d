import { useEffect, useMemo, useRef } from 'react';
import { Link, links, paths, SOLUTION_SECTORS, type SolutionSector, TRUNCATE, truncate, useLocation, useSearchParams } from '@ferrolink/shared';
import { useSolutionList } from './get-solution-list';
import { readSectorType } from '../solution-detail/solution-address';
import { SectorBanner } from '../solution-detail/SectorBanner';
import { useSectorScroll } from './use-sector-scroll';
import styles from './solution-overview.module.css';

/** Card summaries are a teaser for the detail page; no length is set for them, two or three lines read well. */
const CARD_SUMMARY_LENGTH = 150;
const OVERVIEW_BANNER = '/media/solutions/overview-banner.svg';
/** The overview has no banner of its own in the API (its sectors' banners are 28..31): its line is the page's own. */
const OVERVIEW_SUMMARY = 'Industrial networks for transportation, manufacturing, cities and energy';
const SECTOR_TYPES = SOLUTION_SECTORS.map((sector) => sector.type);

/** The solutions overview, `/solution?type=1..4`. The sector names and cards come from the shared table, descriptions and pictures from the API. */
export function SolutionOverview() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { type, invalid } = readSectorType(searchParams.get('type'));
  const list = useSolutionList();
  const { active, stickyTop, nav, sectionRef, scrollToSector } = useSectorScroll(SECTOR_TYPES, type ?? 1);

  // On a phone the four tabs do not fit: keep the highlighted one in view inside the strip (sideways only,
  // so a running page scroll is not disturbed).
  useEffect(() => {
    const strip = nav.current?.querySelector('ul');
    const tab = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft || left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = Math.max(0, left - (strip.clientWidth - tab.offsetWidth) / 2);
    }
  }, [active, nav]);

  const byType = useMemo(() => new Map<number, SolutionSector>((list.data ?? []).map((sector) => [sector.Type, sector])), [list.data]);

  // Scroll to the sector of `type` once per navigation, after the content has rendered. If the shell's
  // scroll-to-top is still stepping, a jump stops it; from the top of the page the scroll is smooth.
  const arrivedFor = useRef<string | null>(null);
  useEffect(() => {
    // Only on this page's own path: while the shell swaps routes this page can see the next page's query for a moment.
    if (location.pathname !== paths.solution) return;
    if (list.isPending || type === undefined || arrivedFor.current === location.key) return;
    arrivedFor.current = location.key;
    const frame = requestAnimationFrame(() => scrollToSector(type, window.scrollY > 0 ? 'auto' : 'smooth'));
    return () => cancelAnimationFrame(frame);
  }, [list.isPending, type, location.key, location.pathname, scrollToSector]);

  return (
    <div>
      <SectorBanner title="Solutions" subtitle={OVERVIEW_SUMMARY} imageUrl={OVERVIEW_BANNER} />
      <nav ref={nav} className={styles.sectorNav} style={{ top: stickyTop }} aria-label="Solution sectors">
        <ul>
          {SOLUTION_SECTORS.map((sector) => (
            <li key={sector.type}>
              <button
                type="button"
                className={styles.sectorTab}
                aria-current={active === sector.type ? 'true' : undefined}
                onClick={() => scrollToSector(sector.type)}
              >
                {sector.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="fl-page">
        {invalid ? (
          <p className={styles.notice} role="status">
            There is no solution sector &quot;{truncate(searchParams.get('type'), 20)}&quot;; here are all four sectors.
          </p>
        ) : null}
        {list.isError ? (
          <p className={styles.notice} role="status">
            Sector descriptions could not be loaded just now; the solutions below are still available.{' '}
            <button type="button" className={styles.linkButton} onClick={() => void list.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {SOLUTION_SECTORS.map((sector, index) => {
          const details = byType.get(sector.type);
          const headingId = `sector-${sector.type}-title`;
          return (
            <section
              key={sector.type}
              ref={sectionRef(sector.type)}
              id={`sector-${sector.type}`}
              className={`${styles.sector} ${index === SOLUTION_SECTORS.length - 1 ? styles.lastSector : ''}`}
              aria-labelledby={headingId}
              data-testid={`sector-${sector.type}`}
            >
              <h2 id={headingId} className={styles.sectorTitle}>
                {sector.name}
              </h2>
              {details?.Summary ? (
                <p className={styles.sectorSummary}>{details.Summary}</p>
              ) : list.isPending ? (
                // The summary's two lines are kept free while it loads, so the cards below do not jump when it arrives.
                <p className={`${styles.sectorSummary} ${styles.sectorSummaryPending}`} aria-hidden="true" />
              ) : null}
              <ul className={styles.cards} aria-busy={list.isPending || undefined}>
                {sector.solutions.map((entry) => {
                  const solution = details?.Solutions.find((item) => item.Id === entry.id);
                  return (
                    <li key={entry.id}>
                      <Link to={links.solutionDetails(entry.type, entry.tag, entry.id)} className={styles.card}>
                        <span className={styles.cardImageBox}>
                          {solution?.ImageUrl ? <img src={solution.ImageUrl} alt="" width={800} height={500} loading="lazy" /> : null}
                        </span>
                        <span className={styles.cardBody}>
                          <h3 className={styles.cardTitle}>{truncate(solution?.Name ?? entry.name, TRUNCATE.solutionName)}</h3>
                          {solution ? <span className={styles.cardSummary}>{truncate(solution.Summary, CARD_SUMMARY_LENGTH)}</span> : null}
                          <span className={styles.cardMore} aria-hidden="true">
                            Learn more
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
