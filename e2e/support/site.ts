import type { Page, TestInfo } from '@playwright/test';

/** True in the mobile project (a phone user agent: the site picks its mobile layout from it). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'mobile';
}

/** The remotes, the folder their files are served from, and one route each renders. */
export const REMOTES = [
  { name: 'mf_catalog', dir: 'mf-catalog', route: '/productCenter?type=1' },
  { name: 'mf_solutions', dir: 'mf-solutions', route: '/solution?type=1' },
  { name: 'mf_support', dir: 'mf-support', route: '/support' },
  { name: 'mf_news', dir: 'mf-news', route: '/newsList' },
  { name: 'mf_account', dir: 'mf-account', route: '/login' },
] as const;

/** Opens the mobile slide-out menu when on a phone; a no-op on desktop. */
export async function openMobileMenu(page: Page, testInfo: TestInfo): Promise<void> {
  if (isMobile(testInfo)) await page.getByRole('button', { name: 'Open menu' }).click();
}

/** How many copies of the shared package the page has loaded (each copy registers itself once). */
export function sharedInstanceCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __FERROLINK_SHARED_INSTANCES__?: string[] }).__FERROLINK_SHARED_INSTANCES__?.length ?? 0);
}
