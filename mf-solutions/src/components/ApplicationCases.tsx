import { useRef, useState, type KeyboardEvent } from 'react';
import { SafeHtml, TRUNCATE, truncate, useIsMobile, type SolutionCase } from '@ferrolink/shared';
import styles from './solution-details.module.css';

interface ApplicationCasesProps {
  cases: SolutionCase[];
  /** Defaults to the device class of the browser (SPEC.md §1); tests pass it explicitly. */
  layout?: 'mobile' | 'desktop';
}

/**
 * SPEC.md §2 Application Cases: one tab per case. Narrow screens get a tab strip above a content list;
 * wide screens side tabs beside the panel. Tab titles are cut at 45 characters, headings at 54 (§9).
 */
export function ApplicationCases({ cases, layout }: ApplicationCasesProps) {
  const isMobile = useIsMobile();
  const mode = layout ?? (isMobile ? 'mobile' : 'desktop');
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = cases[Math.min(selected, cases.length - 1)];
  if (!current) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = mode === 'desktop' ? 'ArrowDown' : 'ArrowRight';
    const back = mode === 'desktop' ? 'ArrowUp' : 'ArrowLeft';
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + cases.length) % cases.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const tabList = (
    <div
      role="tablist"
      aria-label="Application cases"
      aria-orientation={mode === 'desktop' ? 'vertical' : 'horizontal'}
      className={mode === 'desktop' ? styles.caseSideTabs : styles.caseStrip}
    >
      {cases.map((item, index) => (
        <button
          key={item.Name}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`case-tab-${index}`}
          aria-selected={index === selected}
          aria-controls={`case-panel-${index}`}
          tabIndex={index === selected ? 0 : -1}
          title={item.Name}
          className={styles.caseTab}
          onClick={() => setSelected(index)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {truncate(item.Name, TRUNCATE.caseTabTitle)}
        </button>
      ))}
    </div>
  );

  const panelBody = (
    <>
      <img src={current.ImageUrl} alt="" width={800} height={500} loading="lazy" className={styles.caseImage} />
      <div className={styles.caseText}>
        <h3 className={styles.caseHeading} title={current.Name}>
          {truncate(current.Name, TRUNCATE.caseHeading)}
        </h3>
        <SafeHtml html={current.Content} className={styles.richText} />
      </div>
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="application-cases-title" data-layout={mode} data-testid="application-cases">
      <h2 id="application-cases-title" className={styles.sectionTitle}>
        Application Cases
      </h2>
      {mode === 'desktop' ? (
        <div className={styles.casesDesktop}>
          {tabList}
          <div role="tabpanel" id={`case-panel-${selected}`} aria-labelledby={`case-tab-${selected}`} className={styles.casePanel}>
            {panelBody}
          </div>
        </div>
      ) : (
        <>
          {tabList}
          <ul className={styles.caseList}>
            <li role="tabpanel" id={`case-panel-${selected}`} aria-labelledby={`case-tab-${selected}`} className={styles.caseItem}>
              {panelBody}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
