import { useState } from 'react';
import { Link, links, SOLUTION_SECTORS, useIsMobile } from '@ferrolink/shared';
import { useSolutionList } from '../features/sectors/get-solution-list';
import styles from './solutions-accordion.module.css';

/**
 * The home page's solutions accordion: four sector panels, each with Learn More to /solution?type=n.
 * Built without antd: it ships on /index, whose JavaScript budget is tight. Side by side on desktop (a panel opens
 * on hover, focus or click), stacked on phones (a panel opens on tap). The sector table is static, so the panels
 * render at once; the API adds pictures and descriptions, and its failure only leaves them out.
 */
export default function SolutionsAccordion() {
  const isMobile = useIsMobile();
  const list = useSolutionList();
  const [open, setOpen] = useState<number>(SOLUTION_SECTORS[0]?.type ?? 1);

  return (
    <div className={styles.accordion} data-layout={isMobile ? 'mobile' : 'desktop'} data-testid="solutions-accordion">
      {SOLUTION_SECTORS.map((sector) => {
        const details = list.data?.find((item) => item.Type === sector.type);
        const expanded = open === sector.type;
        const headerId = `solutions-accordion-${sector.type}`;
        const panelId = `${headerId}-panel`;
        return (
          <div
            key={sector.type}
            className={styles.panel}
            data-expanded={expanded}
            style={details?.BackgroundUrl ? { backgroundImage: `url("${details.BackgroundUrl}")` } : undefined}
            onMouseEnter={isMobile ? undefined : () => setOpen(sector.type)}
          >
            <h3 className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(sector.type)}
                onFocus={isMobile ? undefined : () => setOpen(sector.type)}
              >
                <span className={styles.number} aria-hidden="true">
                  0{sector.type}
                </span>
                <span className={styles.name}>{sector.name}</span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} className={styles.body} hidden={!expanded}>
              {details?.Summary ? <p className={styles.summary}>{details.Summary}</p> : null}
              <ul className={styles.solutions}>
                {sector.solutions.map((solution) => (
                  <li key={solution.id}>{solution.name}</li>
                ))}
              </ul>
              <Link to={links.solution(sector.type)} className={`fl-button ${styles.more}`}>
                Learn More<span className="fl-visually-hidden"> about {sector.name}</span>
              </Link>
            </div>
          </div>
        );
      })}
    </div>
  );
}
