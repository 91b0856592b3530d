import { expect, type Page, type TestInfo } from '@playwright/test';

/** A fresh address per project and run, so desktop and mobile (and reruns) never share an account. */
export function uniqueEmail(testInfo: TestInfo): string {
  return `e2e-${testInfo.project.name}-${Date.now()}@ferrolink-test.example`;
}

/**
 * DESIGN.md §4: no password in a URL or in browser storage. Records every request URL
 * the page makes; `check()` asserts none carries a password and the storages hold none.
 */
export function guardPasswords(page: Page, passwords: string[]) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    async check(): Promise<void> {
      const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
      for (const password of passwords) {
        const forms = [password, encodeURIComponent(password)];
        for (const form of forms) {
          expect(storage, 'browser storage holds no password').not.toContain(form);
          expect(
            urls.filter((url) => url.includes(form)),
            'no request URL carries a password',
          ).toEqual([]);
        }
      }
      // The check means something only if requests were seen.
      expect(urls.length).toBeGreaterThan(0);
    },
  };
}

/** The header's user entry: 'Sign In' when signed out, the user name when signed in. */
export function userMenu(page: Page) {
  return page.locator('header').getByTestId('user-menu');
}
