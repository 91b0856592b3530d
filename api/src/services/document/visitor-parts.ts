import { html, Markup } from '../../lib/html';
import { remoteDirOf } from '../../lib/remotes';
import type { RemotesManifest, RolloutSnapshot } from '../rollouts/snapshot';
import { isPreloadable, scriptJson, stylesheetTag, type VisitorParts } from './document';
import type { PageModule } from './page-modules';

/** The id of the element that carries the visitor's remotes manifest inside each page (the shell reads it by this id). */
export const INLINE_MANIFEST_ID = 'ferrolink-remotes';

/**
 * The visitor's part of a page, from the modules the page mounts and the manifest of the releases this visitor gets.
 * `head`: the manifest, and the preload of the remoteEntry.js of the release of each remote the page mounts.
 * `late`, placed after the shell's own preloads so the shell's files are asked for first: the preloads of the
 * stylesheets and scripts those modules need before they run, as `releaseFiles` lists them (the rollout snapshot).
 * (Chromium hands a preload that failed to the first element that asks for its address; the shell takes the preloads
 * of a section before its Retry, see settlePagePreloads in shell/src/remotes/remote-loader.ts.)
 * A release whose entry is neither a path on this site nor an http(s) URL is preloaded not at all.
 * When the page is drawn on the server (`drawnOnServer`), the stylesheets are put in the page (their text, when
 * `stylesheetText` has it and it can go inline) or linked, not preloaded: the HTML in the root already uses their
 * classes, and a page painted before its styles would be drawn twice and jump.
 */
// prettier-ignore
const preloadScript = (address: string) => html`<link rel="preload" as="script" href="${address}">`;
// A page drawn on the server is painted without its scripts: they come after what its first screen shows.
// prettier-ignore
const preloadLateScript = (address: string) => html`<link rel="preload" as="script" href="${address}" fetchpriority="low">`;

export function writeVisitorParts(
  modules: readonly PageModule[],
  manifest: RemotesManifest,
  releaseFiles: Pick<RolloutSnapshot, 'moduleFiles'>,
  { drawnOnServer, stylesheetText }: { drawnOnServer: boolean; stylesheetText?: (address: string) => string | undefined } = { drawnOnServer: false },
): VisitorParts {
  const entries = new Set<string>();
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const { remote, module } of modules) {
    const assigned = manifest.remotes[remote]?.assigned;
    const dir = remoteDirOf(remote);
    if (!assigned || !dir || !isPreloadable(assigned.entry)) continue;
    entries.add(assigned.entry);
    const files = releaseFiles.moduleFiles(dir, assigned, module);
    for (const style of files.styles) styles.add(style);
    for (const script of files.scripts) scripts.add(script);
  }
  // Prettier would write these as it formats HTML: the text of each html`` is the bytes sent, kept as it is.
  // prettier-ignore
  const head = html`<script id="${INLINE_MANIFEST_ID}" type="application/json">${scriptJson(manifest)}</script>${[...entries].map(drawnOnServer ? preloadLateScript : preloadScript)}`;
  // prettier-ignore
  const late = html`${[...styles].map((style) => (drawnOnServer ? new Markup(stylesheetTag(style, stylesheetText?.(style))) : html`<link rel="preload" as="style" href="${style}">`))}${[...scripts].map(drawnOnServer ? preloadLateScript : preloadScript)}`;
  return { head: head.value, late: late.value };
}
