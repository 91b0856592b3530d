/** The remotes of the site: folder name (as in commands and URLs) and federation name (as in the manifest). */
export const REMOTES = [
  { federationName: 'mf_catalog', dir: 'mf-catalog' },
  { federationName: 'mf_solutions', dir: 'mf-solutions' },
  { federationName: 'mf_support', dir: 'mf-support' },
  { federationName: 'mf_news', dir: 'mf-news' },
  { federationName: 'mf_account', dir: 'mf-account' },
] as const;

export type RemoteDir = (typeof REMOTES)[number]['dir'];

export function isRemoteDir(name: string): name is RemoteDir {
  return REMOTES.some((remote) => remote.dir === name);
}
