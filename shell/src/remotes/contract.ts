import type { paths } from '@ferrolink/shared';
import type { RemoteName } from './remote-names';

/**
 * Every exposed module the shell mounts, per remote. The route table and the home page take their
 * remote/module pairs from here (a pair not listed is a type error), and the shell's build writes this
 * object as remote-contract.json, keyed by the remotes' folder names, beside its mf-manifest.json: the
 * release gate refuses a release of a remote that does not expose every module listed for it.
 *
 * build-tools/remote-contract-plugin.cjs evaluates this file on its own at build time, so it may import
 * types only.
 */
export const REMOTE_CONTRACT = {
  mf_catalog: ['ProductCenterPage', 'ProductListPage', 'ProductDetailsPage', 'ProductComparePage', 'FeaturedProducts'],
  mf_solutions: ['SolutionPage', 'SolutionDetailsPage', 'SolutionsAccordion'],
  mf_support: ['SupportPage', 'SecurityAdvisoriesPage', 'SecurityAdvisoryPage', 'PartsListCheckPage'],
  mf_news: ['AboutPage', 'NewsListPage', 'NewsContentPage'],
  mf_account: ['LoginPage', 'AccountPage', 'ForgotPasswordPage', 'PasswordSettingPage'],
  mf_ops: ['OpsPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A page address of the site. */
type PagePath = (typeof paths)[keyof typeof paths];

/** A module the contract lists for `R`. */
type ContractModule<R extends RemoteName> = (typeof REMOTE_CONTRACT)[R][number];

/** One remote/module pair of the contract: `{ remote: 'mf_catalog', module: 'FeaturedProducts' }`. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; module: ContractModule<R> } }[RemoteName];

/** A pair checked against the contract where it is written (a widget mounted outside the route table). */
export function remoteModule<R extends RemoteName>(remote: R, module: ContractModule<R>): { remote: R; module: ContractModule<R> } {
  return { remote, module };
}

/**
 * The remote modules each page mounts when it opens, by address. The shell's build writes it as page-modules.json,
 * and the server adds to each page the preload of each of these modules in the release the visitor gets (its
 * remoteEntry.js and the files the module needs first), so the section's code downloads with the shell's instead of
 * after it. A jest test holds it to the route table and the home page. Plain objects, not remoteModule() calls: the
 * shell's bundle does not use this table, and a call would keep it there.
 */
export const PAGE_MODULES = {
  // The solutions accordion is below a phone's first screen and loads as the visitor nears it: not preloaded.
  '/index': [{ remote: 'mf_catalog', module: 'FeaturedProducts' }],
  '/login': [{ remote: 'mf_account', module: 'LoginPage' }],
  '/account': [{ remote: 'mf_account', module: 'AccountPage' }],
  '/forgotPassword': [{ remote: 'mf_account', module: 'ForgotPasswordPage' }],
  '/passwordSetting': [{ remote: 'mf_account', module: 'PasswordSettingPage' }],
  '/about': [{ remote: 'mf_news', module: 'AboutPage' }],
  '/newsList': [{ remote: 'mf_news', module: 'NewsListPage' }],
  '/newsContent': [{ remote: 'mf_news', module: 'NewsContentPage' }],
  '/solution': [{ remote: 'mf_solutions', module: 'SolutionPage' }],
  '/solutionDetails': [{ remote: 'mf_solutions', module: 'SolutionDetailsPage' }],
  '/productCenter': [{ remote: 'mf_catalog', module: 'ProductCenterPage' }],
  '/producList': [{ remote: 'mf_catalog', module: 'ProductListPage' }],
  '/producDtetails': [{ remote: 'mf_catalog', module: 'ProductDetailsPage' }],
  '/productCompare': [{ remote: 'mf_catalog', module: 'ProductComparePage' }],
  '/support': [{ remote: 'mf_support', module: 'SupportPage' }],
  '/securityAdvisories': [{ remote: 'mf_support', module: 'SecurityAdvisoriesPage' }],
  '/securityAdvisory': [{ remote: 'mf_support', module: 'SecurityAdvisoryPage' }],
  '/partsListCheck': [{ remote: 'mf_support', module: 'PartsListCheckPage' }],
  '/ops': [{ remote: 'mf_ops', module: 'OpsPage' }],
} as const satisfies Partial<Record<PagePath, readonly RemoteModuleRef[]>>;
