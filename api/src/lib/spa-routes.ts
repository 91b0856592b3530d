// The page addresses of the site, known to the server so that it can answer them with the
// shell and everything else with a 404 the visitor sees as the shell's "Page not found".

/** The site's public page routes, the rollout console, and the two that redirect to /index; anything else gets the shell's 404 page. */
export const SPA_ROUTES = [
  '/',
  '/home',
  '/index',
  '/login',
  '/account',
  '/forgotPassword',
  '/passwordSetting',
  '/about',
  '/solution',
  '/solutionDetails',
  '/productCenter',
  '/producList',
  '/producDtetails',
  '/productCompare',
  '/support',
  '/newsList',
  '/newsContent',
  '/searchList',
  '/privacy',
  '/legal',
  '/securityAdvisories',
  '/securityAdvisory',
  '/partsListCheck',
  // The rollout console: a page of the site (drawn in the browser) for the people who roll out, kept from crawlers.
  '/ops',
];

/**
 * The route a page address means when it differs from it only by letter case or trailing slashes (/INDEX, /searchList/),
 * or null. The shell's router reads those addresses as the route; the server sends them there, so every page has one
 * address and the status agrees with what the visitor sees.
 */
export function canonicalSpaRoute(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const route = SPA_ROUTES.find((candidate) => candidate.toLowerCase() === trimmed.toLowerCase());
  return route && route !== pathname ? route : null;
}
