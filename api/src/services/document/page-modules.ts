import { federationNameOf } from '../../lib/remotes';

/**
 * The file the shell's build writes beside its index.html, derived from the shell's route table and home page: each
 * page address and the remote modules it mounts when it opens,
 * `{ "/newsList": [{ "remote": "mf_news", "module": "NewsListPage" }], ... }`. The server keeps no copy of that
 * table: without the file, pages are sent without remote preloads.
 */
export const PAGE_MODULES_FILE = 'page-modules.json';

/** One remote module a page mounts: the remote by federation name (mf_news), the exposed module's name. */
export interface PageModule {
  remote: string;
  module: string;
}

/** The table of PAGE_MODULES_FILE: each page address and the modules it mounts when it opens. */
export type PageModules = ReadonlyMap<string, readonly PageModule[]>;

/** The page -> modules table of PAGE_MODULES_FILE, remotes by federation name; entries naming no known remote are left out. */
export function parsePageModules(text: string): PageModules {
  const pages = new Map<string, readonly PageModule[]>();
  const table: unknown = JSON.parse(text);
  if (!table || typeof table !== 'object' || Array.isArray(table)) return pages;
  for (const [route, modules] of Object.entries(table)) {
    if (!Array.isArray(modules)) continue;
    const known: PageModule[] = [];
    for (const entry of modules as unknown[]) {
      if (!entry || typeof entry !== 'object') continue;
      const { remote, module } = entry as Record<string, unknown>;
      const name = typeof remote === 'string' ? federationNameOf(remote) : undefined;
      if (name && typeof module === 'string' && module !== '') known.push({ remote: name, module });
    }
    pages.set(route, known);
  }
  return pages;
}
