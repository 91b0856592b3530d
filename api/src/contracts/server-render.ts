// What a server-rendered page tells the browser about its own drawing: one module for the server that writes it
// and the shell that reads it before hydrating.

/** The id of the JSON element that carries a page's RenderState (absent: the page was not drawn on the server). */
export const RENDER_STATE_ELEMENT_ID = 'ferrolink-render';

/**
 * The id of the inline script of a server-drawn page that asks for the page's scripts once its first screen is shown
 * (api/src/services/document/script-start.ts); absent, the page asks for them in its HTML.
 */
export const SCRIPT_START_ELEMENT_ID = 'ferrolink-start';

/** The device class a page is drawn for; the layout follows the user agent, so the server draws the visitor's. */
export type RenderDevice = 'mobile' | 'desktop';

/**
 * Where a section (a remote module of the page, `mf_news/NewsListPage`) was drawn: on the server, so the browser
 * hydrates it (`server`); not on the server by design, e.g. its release has no server build (`client`); or its
 * server render failed (threw, ran past its budget, or its build would not load), so the browser mounts it and
 * reports the failure with the phase `server-render` (`failed`).
 */
export type SectionOutcome = 'server' | 'client' | 'failed';

export interface RenderState {
  device: RenderDevice;
  sections: Readonly<Record<string, SectionOutcome>>;
}

// Tablets count as mobile: the touch layout suits them better.
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Windows Phone/i;

/** The device class of a user agent: the one rule for the server's drawing and the browser's layout. */
export function detectDevice(userAgent: string | undefined | null): RenderDevice {
  return userAgent && MOBILE_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
