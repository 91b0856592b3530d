import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The repository root (api/dist/.. or api/src/.. both resolve to api/, one more up is the root). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const API_ROOT = path.join(REPO_ROOT, 'api');
export const CONTENT_DIR = path.join(API_ROOT, 'content');

export interface AppConfig {
  port: number;
  host: string;
  /** DATABASE_URL: a postgres:// URL, or a SQLite file path (default var/ferrolink.sqlite). */
  databaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the mail outbox goes when SMTP_URL is absent. */
  mailDir: string;
  siteUrl: string;
  cnSiteUrl: string;
  siteName: string;
  salesEmail: string;
  sessionSecret: string;
  varDir: string;
  /** Serve the built front ends (false in API tests). */
  serveStatic: boolean;
  /** Rate limits are on everywhere except where a test turns them off to test something else. */
  rateLimit: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy in front (TRUST_PROXY=1). */
  trustProxy: boolean;
}

function readOrCreateSecret(varDir: string): string {
  const file = path.join(varDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(varDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number between 0 and 65535, got "${value}"`);
  }
  return port;
}

/** Reads DESIGN.md section 6's environment variables; `overrides` lets tests build an app without touching process.env. */
export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const varDir = overrides.varDir ?? path.resolve(env.VAR_DIR ?? path.join(REPO_ROOT, 'var'));
  const port = overrides.port ?? parsePort(env.PORT);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? path.join(varDir, 'ferrolink.sqlite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Ferrolink Industrial Networks <no-reply@ferrolink.example>',
    mailDir: path.join(varDir, 'mail'),
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    cnSiteUrl: env.CN_SITE_URL ?? 'https://cn.ferrolink.example',
    siteName: env.SITE_NAME ?? 'Ferrolink Industrial Networks',
    salesEmail: env.SALES_EMAIL ?? 'sales@ferrolink.example',
    sessionSecret: overrides.sessionSecret ?? env.SESSION_SECRET ?? readOrCreateSecret(varDir),
    varDir,
    serveStatic: true,
    rateLimit: true,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...overrides,
  };
}
