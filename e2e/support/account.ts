import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mailsFor, verificationCodeIn, waitForNewMail } from './mail';

/** A fresh address per project and run, so desktop and mobile (and reruns) never share an account. */
export function uniqueEmail(testInfo: TestInfo): string {
  return `e2e-${testInfo.project.name}-${Date.now()}@ferrolink-test.example`;
}

/**
 * Checks that no password appears in a URL or in browser storage. Records every request URL
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

/**
 * Creates an account through the API with the code read from the received mail, for
 * tests that need a registered visitor without walking through the sign-up form.
 */
export async function createAccountThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const before = mailsFor(email).length;
  const sent = await request.get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`);
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const code = verificationCodeIn(await waitForNewMail(email, before));
  const registered = await request.post('/api/RegUser/Register', {
    data: { Email: email, VCode: code, PassWord: password, Company: 'E2E Test Co', Phone: '+1 555 0100' },
  });
  expect(((await registered.json()) as { code: number; message: string }).code).toBe(200);
}

/** Signs in through the API: `page.request` shares the page's cookies, so the page is signed in too. Returns the display name. */
export async function signInThroughApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const reply = await request.post('/api/RegUser/UserLogin', { data: { mail: email, password } });
  const body = (await reply.json()) as { code: number; response: { UserName: string } | null };
  expect(body.code).toBe(200);
  return body.response?.UserName ?? '';
}
