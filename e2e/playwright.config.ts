import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';

const chromium = { executablePath: chromiumPath, args: [...chromiumFlags] };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 }, launchOptions: chromium };
const RELEASES = /releases\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: RELEASES },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testIgnore: RELEASES },
    // The releases tests start, promote and abort canaries of mf-news, and the guard judges a canary on every page load
    // of the site, with the 10 loads the tests make as its minimum. Run beside the other tests, a test that takes
    // mf-news down on purpose (spine.spec.ts) reported a failed canary load and the guard aborted a healthy canary. So
    // run-e2e.mjs runs this project alone, after the others (one form factor: the rollout state is the whole site's).
    { name: 'releases', use: desktop, testMatch: RELEASES },
  ],
});
