import { REMOTE_ROUTES } from '../../app/route-table';
import { HOME_OPENING_WIDGETS, HOME_WIDGETS } from '../../features/home/HomePage';
import { PAGE_MODULES, REMOTE_CONTRACT } from '../contract';
import type { RemoteName } from '../remote-names';

// The contract is what the release gate requires of every release: each module the shell mounts must be in
// it (or a release without that module would pass and break the page), and nothing the shell does not mount
// (or a release would be refused for a module no page uses).
describe('the remote contract', () => {
  const mounted = [...REMOTE_ROUTES, ...Object.values(HOME_WIDGETS)].map(({ remote, module }) => `${remote}/${module}`);
  const listed = (Object.entries(REMOTE_CONTRACT) as [RemoteName, readonly string[]][]).flatMap(([remote, modules]) =>
    modules.map((module) => `${remote}/${module}`),
  );

  it('lists every module the route table and the home page mount', () => {
    expect(mounted.filter((pair) => !listed.includes(pair))).toEqual([]);
  });

  it('lists nothing that the shell does not mount', () => {
    expect(listed.filter((pair) => !mounted.includes(pair))).toEqual([]);
  });

  it('names, for each page, exactly the modules it mounts when it opens (the server preloads them)', () => {
    const byPage: Record<string, string[]> = { '/index': HOME_OPENING_WIDGETS.map(({ remote, module }) => `${remote}/${module}`) };
    for (const route of REMOTE_ROUTES) byPage[route.path] = [...(byPage[route.path] ?? []), `${route.remote}/${route.module}`];
    const listedByPage = Object.fromEntries(
      Object.entries(PAGE_MODULES).map(([page, modules]) => [page, modules.map(({ remote, module }) => `${remote}/${module}`).sort()]),
    );
    const mountedByPage = Object.fromEntries(Object.entries(byPage).map(([page, modules]) => [page, [...modules].sort()]));
    expect(listedByPage).toEqual(mountedByPage);
  });
});
