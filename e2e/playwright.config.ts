import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/lib/chromium.mjs';

const chromium = { executablePath: chromiumPath, args: [...chromiumFlags] };
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } };
/** The tests that publish and roll out releases of a section (the rollout state is the whole site's). */
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
    { name: 'desktop', testIgnore: RELEASES, use: { ...desktop, launchOptions: chromium } },
    { name: 'mobile', testIgnore: RELEASES, use: { ...devices['Pixel 7'], launchOptions: chromium } },
    // Releasing changes which release every visitor gets, and the guard counts every page's load reports: these
    // tests run alone, after the others, so no other test's page meets their canary and none of the failures the
    // other tests provoke on purpose (an unreachable remote) counts against it.
    { name: 'releases', testMatch: RELEASES, dependencies: ['desktop', 'mobile'], use: { ...desktop, launchOptions: chromium } },
  ],
});
