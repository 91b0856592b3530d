import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { releaseFolder } from './store';

/** Stylesheets of releases read for pages: each file once (a release's files never change), at most this many kept. */
const MAX_KEPT_STYLESHEETS = 500;

/**
 * The text of a release's stylesheet by its address on this site (`/remotes/<remote>/<version>/<file>.css`), read from
 * the release store, or undefined (another origin, or not in this machine's store yet): then the page links it.
 */
export function releaseStylesheetReader(config: Pick<AppConfig, 'varDir'>): (address: string) => string | undefined {
  const kept = new Map<string, string | undefined>();
  return (address) => {
    if (kept.has(address)) return kept.get(address);
    const [remote = '', version = '', ...rest] = address.startsWith('/remotes/') ? address.slice('/remotes/'.length).split('/') : [];
    let text: string | undefined;
    try {
      const folder = releaseFolder(config, remote, decodeURIComponent(version));
      const file = path.resolve(folder, ...rest.map((segment) => decodeURIComponent(segment)));
      if (file.startsWith(`${folder}${path.sep}`) && file.endsWith('.css')) text = fs.readFileSync(file, 'utf8');
    } catch {
      // Not a release's file here: linked instead.
    }
    // Only what was found is kept: a release written to this machine's store later is read then.
    if (text !== undefined) {
      if (kept.size >= MAX_KEPT_STYLESHEETS) kept.clear();
      kept.set(address, text);
    }
    return text;
  };
}
