import type { DeviceClass } from '@ferrolink/shared';
import { REMOTE_CONTRACT } from '../remotes/contract';
import type { RemoteName } from '../remotes/remote-names';

/** The id of the page's JSON script that says how the server rendered it. */
export const RENDER_INFO_ELEMENT_ID = 'ferrolink-render';

/**
 * How one section came in the page: drawn by the server; left for the browser to mount (its release has no server
 * build); or left for the browser because the server could not draw it (`failed`: its server render threw or ran
 * past its budget), which the browser mounts and reports as a failed load of that release.
 */
export type SectionRendering = 'server' | 'client' | 'failed';

export interface RenderedSection {
  remote: RemoteName;
  module: string;
  rendering: SectionRendering;
}

/** What the server says of a page it rendered: the device class it drew and how each of its sections came. */
export interface RenderInfo {
  device: DeviceClass;
  sections: RenderedSection[];
}

const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTE_CONTRACT, name);

/** The render information in `json`, or undefined when it is not the shape the server writes. */
export function parseRenderInfo(json: string): RenderInfo | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { device, sections } = parsed as { device?: unknown; sections?: unknown };
  if (device !== 'mobile' && device !== 'desktop') return undefined;
  if (!sections || typeof sections !== 'object' || Array.isArray(sections)) return undefined;
  const rendered: RenderedSection[] = [];
  for (const [key, rendering] of Object.entries(sections)) {
    const slash = key.indexOf('/');
    const remote = key.slice(0, slash);
    const module = key.slice(slash + 1);
    if (slash <= 0 || !module || !isRemoteName(remote) || (rendering !== 'server' && rendering !== 'client' && rendering !== 'failed'))
      return undefined;
    rendered.push({ remote, module, rendering });
  }
  return { device, sections: rendered };
}

/**
 * The render information of this page (`<script id="ferrolink-render" type="application/json">`), or undefined when
 * the page was not rendered on the server (or says so in a shape this shell does not know): then the page is drawn in
 * the browser from scratch, as it would be without the element.
 */
export function readRenderInfo(doc: Document): RenderInfo | undefined {
  const element = doc.getElementById(RENDER_INFO_ELEMENT_ID);
  if (!element) return undefined;
  const info = parseRenderInfo(element.textContent ?? '');
  if (!info) console.warn(`#${RENDER_INFO_ELEMENT_ID} is not what the server writes; the page is drawn in the browser`);
  return info;
}
