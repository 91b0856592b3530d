import { useState } from 'react';
import { SafeHtml, TabList, TRUNCATE, truncate, useIsMobile, useShowMore, type SolutionCase } from '@ferrolink/shared';
import styles from './application-cases.module.css';
import sectionStyles from './section.module.css';

interface ApplicationCasesProps {
  cases: SolutionCase[];
  /** Defaults to the device class of the browser; tests pass it explicitly. */
  layout?: 'mobile' | 'desktop';
}

/**
 * Application Cases: one tab per case. Narrow screens get a tab strip above a content list;
 * wide screens side tabs beside the panel. Tab titles are cut at 45 characters, headings at 54; a cut heading
 * offers its full title with a button, as a phone shows no title attribute.
 */
export function ApplicationCases({ cases, layout }: ApplicationCasesProps) {
  const isMobile = useIsMobile();
  const mode = layout ?? (isMobile ? 'mobile' : 'desktop');
  const [selected, setSelected] = useState(0);
  const current = cases[Math.min(selected, cases.length - 1)];
  const cutHeading = truncate(current?.Name, TRUNCATE.caseHeading);
  const fullTitle = useShowMore(current !== undefined && cutHeading !== current.Name, selected, { more: 'Full title', less: 'Short title' });
  if (!current) return null;

  const tabList = (
    <TabList
      items={cases.map((item, index) => ({ key: index, label: truncate(item.Name, TRUNCATE.caseTabTitle), title: item.Name }))}
      selected={selected}
      onSelect={setSelected}
      label="Application cases"
      tabId={(index) => `case-tab-${index}`}
      panelId={(index) => `case-panel-${index}`}
      orientation={mode === 'desktop' ? 'vertical' : 'horizontal'}
      className={mode === 'desktop' ? styles.caseSideTabs : styles.caseStrip}
      tabClassName={styles.caseTab}
    />
  );

  const panelBody = (
    <>
      <img src={current.ImageUrl} alt="" width={800} height={500} loading="lazy" className={styles.caseImage} />
      <div className={styles.caseText}>
        <h3 className={styles.caseHeading} title={current.Name}>
          {fullTitle.expanded ? current.Name : cutHeading}
        </h3>
        {fullTitle.button}
        <SafeHtml html={current.Content} className={sectionStyles.richText} />
      </div>
    </>
  );

  return (
    <section className={sectionStyles.section} aria-labelledby="application-cases-title" data-layout={mode} data-testid="application-cases">
      <h2 id="application-cases-title" className={sectionStyles.sectionTitle}>
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
