// Every route of the site (APP_ROUTES in shared/src/routes/paths.ts), each with a query string a visitor
// would arrive with, and the Video Center beside the Documentation Download: the pages that bench:lighthouse and the
// layout-shift end-to-end test measure. `shown` is a CSS selector of an element that appears once the route's
// section has drawn its content (the end-to-end test waits for it before it judges the page settled).

/** @type {readonly { path: string; shown: string }[]} */
export const MEASURED_ROUTES = [
  { path: '/index', shown: '[data-remote="mf_catalog"] a[href^="/producDtetails"]' },
  { path: '/productCenter?type=1', shown: '[data-remote="mf_catalog"] a[href^="/producList"]' },
  { path: '/producList?id=22', shown: '[data-remote="mf_catalog"] a[href^="/producDtetails"]' },
  { path: '/producDtetails?id=501', shown: '[data-remote="mf_catalog"] h1' },
  { path: '/productCompare?ids=501,502,503', shown: '[data-remote="mf_catalog"] table th[scope="row"]' },
  { path: '/solution?type=1', shown: '[data-remote="mf_solutions"] a[href^="/solutionDetails"]' },
  { path: '/solutionDetails?type=1&tag=1&id=24', shown: '[data-remote="mf_solutions"] h1' },
  { path: '/support', shown: '[data-remote="mf_support"] ul[aria-label="Documents"] li' },
  { path: '/support?type=2', shown: '[data-remote="mf_support"] ul[aria-label="Videos"] video' },
  { path: '/newsList', shown: '[data-remote="mf_news"] a[href^="/newsContent"]' },
  { path: '/newsContent?id=1', shown: '[data-remote="mf_news"] article h1' },
  { path: '/about', shown: '[data-remote="mf_news"] h2' },
  { path: '/login', shown: '[data-remote="mf_account"] input' },
  // Signed out, /account is the sign-up form.
  { path: '/account', shown: '[data-remote="mf_account"] input' },
  { path: '/forgotPassword', shown: '[data-remote="mf_account"] input' },
  // The hash is checked when the form is sent: any hash shows the form.
  { path: '/passwordSetting?hash=5d41402abc4b2a76b9719d911017c592', shown: '[data-remote="mf_account"] input' },
  { path: '/searchList?search=switch', shown: 'main a[href^="/producDtetails"]' },
  // The privacy and legal notices are the shell's own pages: their text arrives with the page's script.
  { path: '/privacy', shown: 'main h1 ~ section h2' },
  { path: '/legal', shown: 'main h1 ~ section h2' },
  { path: '/securityAdvisories', shown: '[data-remote="mf_support"] ul[aria-label="Security advisories"] li' },
  { path: '/securityAdvisory?id=FL-SA-2026-003', shown: '[data-remote="mf_support"] article h1' },
  { path: '/partsListCheck', shown: '[data-remote="mf_support"] textarea' },
];
