import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMELINE_SCROLL_STEP, type Milestone } from '@ferrolink/shared';
import styles from './milestone-scroller.module.css';

/** How far one arrow click moves the strip: TIMELINE_SCROLL_STEP card widths (1.5, 1.2 on mobile). */
export function timelineScrollDistance(cardWidth: number, mobile: boolean): number {
  return Math.round(cardWidth * (mobile ? TIMELINE_SCROLL_STEP.mobile : TIMELINE_SCROLL_STEP.desktop));
}

/** The Milestone image scroller with left and right arrows. */
export function MilestoneScroller({ milestones, mobile }: { milestones: Milestone[]; mobile: boolean }) {
  const track = useRef<HTMLOListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // A few pixels of slack: scroll snapping and sub-pixel widths rarely land exactly on the edge.
    setEdges({ start: element.scrollLeft <= 4, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, milestones]);

  const move = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    const card = element.querySelector('li');
    const width = card ? card.getBoundingClientRect().width : element.clientWidth / 3;
    element.scrollBy({ left: direction * timelineScrollDistance(width, mobile), behavior: 'smooth' });
  };

  return (
    <div className={mobile ? `${styles.timeline} ${styles.mobile}` : styles.timeline}>
      <button type="button" className={styles.arrow} aria-label="Earlier milestones" disabled={edges.start} onClick={() => move(-1)}>
        ‹
      </button>
      <ol ref={track} className={styles.track} onScroll={updateEdges} aria-label="Milestones" tabIndex={0}>
        {milestones.map((milestone) => (
          <li key={milestone.Id} className={styles.milestone}>
            <img src={milestone.ImageUrl} alt="" loading="lazy" width={600} height={400} />
            <p className={styles.year}>{milestone.Year}</p>
            <h3 className={styles.milestoneTitle}>{milestone.Title}</h3>
            <p className={styles.milestoneSummary}>{milestone.Summary}</p>
          </li>
        ))}
      </ol>
      <button type="button" className={styles.arrow} aria-label="Later milestones" disabled={edges.end} onClick={() => move(1)}>
        ›
      </button>
    </div>
  );
}
