import crypto from 'node:crypto';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';

/** The auth store's localStorage key and shape (zustand persist), as the shared package writes it. */
const AUTH_STORAGE_KEY = 'ferrolink-user';

// Runs in its own node process against the server's database: the account section's sign-in is not part of
// this branch, so the test makes a user and a session the way the sessions plugin does (the row's id is the
// SHA-256 of the cookie's token).
const CREATE_SESSION = `
const Database = require('better-sqlite3');
const db = new Database(process.env.DB_FILE);
db.pragma('busy_timeout = 5000');
const now = new Date();
const iso = now.toISOString();
const email = process.env.USER_EMAIL;
let user = db.prepare('SELECT id FROM users WHERE email = ?').get(email);
if (!user) {
  const info = db.prepare('INSERT INTO users (email, user_name, password_hash, company, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(email, email, 'scrypt$e2e$not-a-usable-hash', 'E2E Test Co', '+1 555 0100', iso, iso);
  user = { id: Number(info.lastInsertRowid) };
}
db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
  .run(process.env.SESSION_ID, user.id, iso, new Date(now.getTime() + 3600 * 1000).toISOString());
db.close();
`;

/** Signs the browser context in: a user and a live session in the database, the session cookie, and the stored user name. */
export async function signInWithSession(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const varDir = process.env.E2E_VAR_DIR;
  if (!varDir) throw new Error('E2E_VAR_DIR is not set: run the suite through e2e/run-e2e.mjs');
  const token = crypto.randomBytes(32).toString('base64url');
  execFileSync(process.execPath, ['-e', CREATE_SESSION], {
    cwd: process.env.E2E_ROOT ?? path.resolve(__dirname, '..', '..'),
    env: {
      ...process.env,
      DB_FILE: path.join(varDir, 'ferrolink.sqlite'),
      USER_EMAIL: email,
      SESSION_ID: crypto.createHash('sha256').update(token).digest('hex'),
    },
    stdio: 'inherit',
  });
  await context.addCookies([{ name: 'fl_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify({ state: { userName: email }, version: 0 }),
  ] as const);
}

/** The rows of the document list. */
export function documentRows(page: Page) {
  return page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
}
