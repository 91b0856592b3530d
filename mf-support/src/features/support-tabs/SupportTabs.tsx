import { Breadcrumbs, KEEP_SCROLL, links, readIntParam, TabList, useIsMobile, useSearchParams } from '@ferrolink/shared';
import { SupportBanner } from '../banner/SupportBanner';
import { DocumentsPanel } from '../documents/DocumentsPanel';
import { withoutDocumentState } from '../documents/document-address';
import { VideoCenter } from '../videos/VideoCenter';
import styles from './support-tabs.module.css';

/** /support: type 1 Documentation Download (default), 2 Video Center. */
export const SUPPORT_TABS = [
  { type: 1, label: 'Documentation Download' },
  { type: 2, label: 'Video Center' },
] as const;
type SupportTab = (typeof SUPPORT_TABS)[number]['type'];

/** The Support page's body. The `type` query chooses the tab, and choosing a tab writes it back, so the tab survives reloads and shared links. */
export function SupportTabs() {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const active = readIntParam(params.get('type'), 1, 1, 2) as SupportTab;

  const choose = (type: SupportTab) => {
    if (type === active) return;
    // The documents' filter and page are the documents tab's: Back returns to them, the other tab's address is its own.
    const next = withoutDocumentState(params);
    next.set('type', String(type));
    // A tab of the same page: the visitor stays where they are.
    setParams(next, { state: KEEP_SCROLL });
  };

  return (
    <div className={isMobile ? styles.mobile : undefined}>
      <SupportBanner />
      <div className="fl-page">
        <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Support' }]} />
        <TabList
          // Each tab is a link to its own address, which the server draws on that tab: it needs no script.
          items={SUPPORT_TABS.map((tab) => ({ key: tab.type, label: tab.label, href: links.support(tab.type) }))}
          selected={active}
          onSelect={choose}
          label="Support sections"
          tabId={(type) => `support-tab-${type}`}
          panelId={(type) => `support-panel-${type}`}
          className={styles.tabs}
          tabClassName={styles.tab}
        />
        <div id={`support-panel-${active}`} role="tabpanel" aria-labelledby={`support-tab-${active}`} className={styles.panel}>
          {active === 1 ? <DocumentsPanel /> : <VideoCenter />}
        </div>
      </div>
    </div>
  );
}
