// Every route of the site and its query parameters, in one typed
// module, so no component spells a path or a parameter name by hand.
import { COMPARE_DIFFERENCES_PARAM, COMPARE_IDS_PARAM, compareIdsValue } from '@ferrolink/api/contracts/product-compare';

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type SectorType = 1 | 2 | 3 | 4;
export type ProductFamilyType = 1 | 2 | 3 | 4;

export const paths = {
  root: '/',
  home: '/home',
  index: '/index',
  login: '/login',
  account: '/account',
  forgotPassword: '/forgotPassword',
  passwordSetting: '/passwordSetting',
  about: '/about',
  solution: '/solution',
  solutionDetails: '/solutionDetails',
  productCenter: '/productCenter',
  // The two product URLs keep the public site's spelling; only the keys are spelled correctly.
  productList: '/producList',
  productDetails: '/producDtetails',
  /** Up to 4 products side by side; the address is the whole state (ids in order, differences only). */
  productCompare: '/productCompare',
  support: '/support',
  newsList: '/newsList',
  newsContent: '/newsContent',
  searchList: '/searchList',
  // The privacy notice and the legal notice (imprint and terms of use): pages a company's site owes its visitors.
  privacy: '/privacy',
  legal: '/legal',
  // A buyer's whole parts list checked at once: each line's product, lifecycle and security advisories.
  partsListCheck: '/partsListCheck',
  // The rollout console for the people who roll out releases: in no menu, the footer or the sitemap.
  ops: '/ops',
  // The product security advisories (under Support) and one advisory.
  securityAdvisories: '/securityAdvisories',
  securityAdvisory: '/securityAdvisory',
} as const;

/** The routes of the site (the SPA fallback and the 404 page use this list). */
export const APP_ROUTES: readonly string[] = [
  paths.index,
  paths.login,
  paths.account,
  paths.forgotPassword,
  paths.passwordSetting,
  paths.about,
  paths.solution,
  paths.solutionDetails,
  paths.productCenter,
  paths.productList,
  paths.productDetails,
  paths.productCompare,
  paths.support,
  paths.newsList,
  paths.newsContent,
  paths.searchList,
  paths.privacy,
  paths.legal,
  paths.securityAdvisories,
  paths.securityAdvisory,
  paths.partsListCheck,
];

export const links = {
  index: () => paths.index,
  login: () => paths.login,
  account: () => paths.account,
  forgotPassword: () => paths.forgotPassword,
  passwordSetting: (hash: string) => withQuery(paths.passwordSetting, { hash }),
  /** type 1 scrolls to Contact Us, 2 to Milestone. */
  about: (type?: 1 | 2) => withQuery(paths.about, { type }),
  solution: (type: SectorType = 1) => withQuery(paths.solution, { type }),
  solutionDetails: (type: number, tag: number, id: number) => withQuery(paths.solutionDetails, { type, tag, id }),
  productCenter: (type: ProductFamilyType) => withQuery(paths.productCenter, { type }),
  productList: (id: number) => withQuery(paths.productList, { id }),
  /** `tab` opens the page on that tab of the product's information (its key: 'specifications'); none, the first. */
  productDetails: (id: number, tab?: string) => withQuery(paths.productDetails, { id, tab }),
  /**
   * The comparison of `ids`, in that order (none: the page that explains how to pick). The commas stay unescaped
   * (`?ids=501,502`): the address is read and shared by people.
   */
  productCompare: (ids: readonly number[], differencesOnly = false) => {
    const query = [
      ...(ids.length > 0 ? [`${COMPARE_IDS_PARAM}=${compareIdsValue(ids)}`] : []),
      ...(differencesOnly ? [`${COMPARE_DIFFERENCES_PARAM}=1`] : []),
    ];
    return query.length > 0 ? `${paths.productCompare}?${query.join('&')}` : paths.productCompare;
  },
  /** type 1 Documentation Download (default), 2 Video Center. */
  support: (type?: 1 | 2) => withQuery(paths.support, { type }),
  newsList: () => paths.newsList,
  newsContent: (id: number) => withQuery(paths.newsContent, { id }),
  searchList: (search: string) => withQuery(paths.searchList, { search }),
  privacy: () => paths.privacy,
  /** `part` 'terms' opens the page at its Terms of use. */
  legal: (part?: 'terms') => (part ? `${paths.legal}#${part}` : paths.legal),
  /** `severity` ('Critical', 'High', 'Medium', 'Low') shows only the advisories of that severity. */
  securityAdvisories: (severity?: string) => withQuery(paths.securityAdvisories, { severity }),
  /** One advisory by its id (FL-SA-2026-003). */
  securityAdvisory: (id: string) => withQuery(paths.securityAdvisory, { id }),
  partsListCheck: () => paths.partsListCheck,
};

/** Reads an integer query parameter within [min, max]; anything else gives the fallback. */
export function readIntParam(value: string | null, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}
