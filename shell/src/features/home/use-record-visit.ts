import { apiPost, useAfterFirstFrame } from '@ferrolink/shared';

/** sessionStorage key: one record per browser session (a "visit"), however often the home page is opened. */
export const VISIT_FLAG = 'ferrolink-visit-recorded';

function privacySignal(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Records a visit: POST data/insert (our own API, no third-party lookup, nothing sent under DNT or GPC). Failures are silent: the visitor loses nothing. */
export function recordVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_FLAG)) return;
    sessionStorage.setItem(VISIT_FLAG, '1');
  } catch {
    // Storage blocked: we cannot tell visits apart, so we send nothing rather than one per page view.
    return;
  }
  if (privacySignal()) return;
  apiPost('data/insert', { path: window.location.pathname, referrer: document.referrer }).catch(() => undefined);
}

/**
 * The home page's data-collection call, once per visit. It goes out after the page's first frame is on screen, so
 * on a slow phone it does not share the network with what that frame needs.
 */
export function useRecordVisit(): void {
  useAfterFirstFrame(recordVisit);
}
