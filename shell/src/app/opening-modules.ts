import { paths } from '@ferrolink/shared';
import { HOME_OPENING_WIDGETS } from '../features/home/HomePage';
import type { RemoteModuleRef } from '../remotes/contract';
import { REMOTE_ROUTES } from './route-table';

/**
 * The remote modules the page at `pathname` mounts when it opens: the home page's first-screen widgets, or the module
 * of a page that lives in a remote. The same pairs the router and the home page mount, so the two cannot disagree.
 */
export function openingModules(pathname: string): RemoteModuleRef[] {
  if (pathname === paths.index) return [...HOME_OPENING_WIDGETS];
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === pathname);
  return route ? [route] : [];
}
