import type { KeyboardEvent } from 'react';
import { Breadcrumbs, KEEP_SCROLL, links, readIntParam, useIsMobile, useSearchParams } from '@ferrolink/shared';
import { SupportBanner } from '../features/banner/SupportBanner';
import { DocumentsPanel } from '../features/documents/DocumentsPanel';
import { VideoCenter } from '../features/videos/VideoCenter';
import styles from './support-page.module.css';

/** SPEC.md §2 /support: type 1 Documentation Download (default), 2 Video Center. */
export const SUPPORT_TABS = [
  { type: 1, label: 'Documentation Download' },
  { type: 2, label: 'Video Center' },
] as const;
type SupportTab = (typeof SUPPORT_TABS)[number]['type'];

/** The Support page. The `type` query chooses the tab, and choosing a tab writes it back, so the tab survives reloads and shared links. */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const active = readIntParam(params.get('type'), 1, 1, 2) as SupportTab;

  const choose = (type: SupportTab) => {
    if (type === active) return;
    const next = new URLSearchParams(params);
    next.set('type', String(type));
    // A tab of the same page: the visitor stays where they are.
    setParams(next, { state: KEEP_SCROLL });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = SUPPORT_TABS.findIndex((tab) => tab.type === active);
    const next = SUPPORT_TABS[(index + (event.key === 'ArrowRight' ? 1 : SUPPORT_TABS.length - 1)) % SUPPORT_TABS.length];
    if (next) {
      choose(next.type);
      document.getElementById(`support-tab-${next.type}`)?.focus();
    }
  };

  return (
    <div className={isMobile ? styles.mobile : undefined}>
      <SupportBanner />
      <div className="fl-page">
        <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Support' }]} />
        <h1 className={styles.heading}>Support</h1>
        <div className={styles.tabs} role="tablist" aria-label="Support sections" onKeyDown={onKeyDown}>
          {SUPPORT_TABS.map((tab) => (
            <button
              key={tab.type}
              id={`support-tab-${tab.type}`}
              type="button"
              role="tab"
              aria-selected={tab.type === active}
              aria-controls={`support-panel-${tab.type}`}
              tabIndex={tab.type === active ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(tab.type)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div id={`support-panel-${active}`} role="tabpanel" aria-labelledby={`support-tab-${active}`} className={styles.panel}>
          {active === 1 ? <DocumentsPanel /> : <VideoCenter />}
        </div>
      </div>
    </div>
  );
}
