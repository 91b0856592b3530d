/** The remotes the shell composes, as named in /remotes.json. */
export type RemoteName = 'mf_catalog' | 'mf_solutions' | 'mf_support' | 'mf_news' | 'mf_account' | 'mf_ops';
