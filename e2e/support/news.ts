import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The news cards of the list (each card is an <article> in the news panel). */
export function newsCards(page: Page) {
  return page.locator('#news-panel article');
}

/** Runs `npm run enquiries` the way a person would, against the e2e server's database (VAR_DIR of run-e2e.mjs). */
export function runEnquiriesCli(...args: string[]): string {
  const root = process.env.E2E_ROOT;
  const varDir = process.env.E2E_VAR_DIR;
  if (!root || !varDir) throw new Error('E2E_ROOT and E2E_VAR_DIR come from e2e/run-e2e.mjs; run the suite through it');
  const env: NodeJS.ProcessEnv = { ...process.env, VAR_DIR: varDir };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, [path.join('api', 'dist', 'cli', 'enquiries.js'), ...args], { cwd: root, env, encoding: 'utf8' });
}

/** Messages the e2e SMTP server received, as raw text. */
export function inboxMessages(): string[] {
  const inbox = process.env.E2E_INBOX;
  if (!inbox || !fs.existsSync(inbox)) return [];
  return fs.readdirSync(inbox).map((name) => fs.readFileSync(path.join(inbox, name), 'utf8'));
}

/** True while the page has not been reloaded since `markPage` (a reload forgets the mark). */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __newsMark?: number }).__newsMark = 1;
  });
}
export function pageStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __newsMark?: number }).__newsMark === 1);
}
