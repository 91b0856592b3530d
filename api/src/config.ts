import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
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
  /**
   * REDIS_URL: where @fastify/rate-limit counts, so that every process of the site counts together. Without it
   * each process counts in its own memory (right for one process, N times the limit for N processes).
   */
  redisUrl: string | undefined;
  logLevel: string;
  /**
   * Which proxies in front may say who the client is (TRUST_PROXY): false (none, the default), a number of
   * hops (1: one proxy, whose X-Forwarded-For entry is believed and everything left of it ignored), or a list
   * of proxy addresses and CIDR ranges. Never "every hop": then the leftmost X-Forwarded-For, which any client
   * writes, would become the client address and per-address limits would be a choice of the client.
   */
  trustProxy: false | number | string[];
  /**
   * At start, give every remote without a rollout its first stable release from the local build (the server
   * does; API tests that build apps of their own without front ends do not).
   */
  seedReleases: boolean;
  /**
   * Bearer tokens of the rollout HTTP API (ROLLOUT_TOKEN): "name=secret" pairs separated by commas, or one
   * bare secret (named "api"). Empty: the rollout API answers 404.
   */
  rolloutTokens: { name: string; secret: string }[];
  /** Run the timed rollout work (automatic steps, the guard) when this process holds the lease. */
  rolloutController: boolean;
  /**
   * When the guard aborts a canary (ROLLOUT_MIN_LOADS, ROLLOUT_WINDOW, ROLLOUT_FAILURE_RATIO, ROLLOUT_FAILURE_MARGIN,
   * and for what visitors feel ROLLOUT_VITALS_MIN_VIEWS, ROLLOUT_LCP_LIMIT, ROLLOUT_INP_LIMIT, ROLLOUT_CLS_LIMIT).
   */
  rolloutGuard: RolloutGuardSettings;
  /** ROLLOUT_WEBHOOK_URL: where the guard posts a JSON notice when it aborts a canary (none by default). */
  rolloutWebhookUrl: string | undefined;
  /** How long the server waits for a silent or slow client (see HTTP_TIMEOUTS below). */
  httpTimeouts: HttpTimeouts;
  /**
   * ALLOWED_REMOTE_ORIGINS: origins other than this site's (e.g. "https://cdn.example.com") that a release of a
   * remote may be hosted on. The release gate refuses any other: a remote runs with the page's full rights.
   */
  allowedRemoteOrigins: string[];
  /** How the server stops on SIGTERM or SIGINT (see GracefulStopTimes below). */
  gracefulStop: GracefulStopTimes;
  /** Server rendering of the pages (see ServerRendering below). */
  serverRendering: ServerRendering;
}

export interface ServerRendering {
  /**
   * SSR=off: every page is sent as the shell alone and drawn by the browser, as before server rendering, to tell a
   * rendering bug from another regression. On by default (the server draws a page only when the shell's server
   * build exists). Off in an app without front ends (serveStatic false), and in API tests unless they test it.
   */
  enabled: boolean;
  /** SSR_WORKERS: render worker threads per process (default 1: pages are kept once drawn, so one mostly waits). */
  workers: number;
  /** SSR_BUDGET_MS: how long one page's render may wait before what still waits goes to the browser (default 2000). */
  budgetMs: number;
  /** The shell's server build, written by its production build (build-tools/server-config.cjs). */
  shellServerFile: string;
}

/** Where the shell's production build writes its server build. */
export const SHELL_SERVER_FILE = path.join(REPO_ROOT, 'shell', 'dist', 'server', 'shell-server.js');

/** SSR: "on" (the default) or "off". */
export function parseServerRenderingSwitch(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '') return true;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'on') return true;
  if (normalised === 'off') return false;
  throw new Error(`SSR must be "on" or "off", got "${value}"`);
}

export interface GracefulStopTimes {
  /**
   * DRAIN_DELAY_MS: how long the process keeps serving after a stop signal while /readyz already answers 503, so
   * that the proxy in front stops sending it new requests before its listener closes.
   */
  drainDelayMs: number;
  /**
   * SHUTDOWN_TIMEOUT_MS: how long requests in flight may take to finish once the listener is closed; after that the
   * process exits at once (code 1) with a warning.
   */
  shutdownTimeoutMs: number;
}

/**
 * Behind a proxy, 5 s: HAProxy takes a server out after `fall` failed checks `inter` apart; with `inter 2s fall 2` a
 * process that turns unready just after a passing check is out at the latest 4 s later, plus the check's own round
 * trip. With no proxy in front (TRUST_PROXY unset) nobody polls /readyz and waiting would only delay every stop, so
 * 0. 10 s for requests in flight: the slowest handler, the release gate, gives up after 8 s; 5 + 10 s also stays
 * well inside systemd's 90 s before it sends SIGKILL.
 */
export function defaultGracefulStop(trustProxy: AppConfig['trustProxy']): GracefulStopTimes {
  return { drainDelayMs: trustProxy === false ? 0 : 5_000, shutdownTimeoutMs: 10_000 };
}

export interface RolloutGuardSettings {
  /** Canary loads in the window before the guard judges a canary (and before automatic steps may advance). */
  minLoads: number;
  /** How far back the guard counts loads, in milliseconds. */
  windowMs: number;
  /** A canary fails the budget when its failure rate is above this many times the stable's... */
  ratio: number;
  /** ...and above the stable's plus this many percentage points. */
  marginPoints: number;
  /**
   * Distinct sources (client networks) a verdict needs: an abort needs failures from this many, an advance shown
   * loads from this many, and either must hold without the reports of the `minSources - 1` sources that weigh
   * most for it.
   */
  minSources: number;
  /** The most of a release's counted loads in the window that one source may make up (0..1). */
  sourceShare: number;
  /** A canary failing more often than this many percent is never advanced or promoted, whatever stable shows. */
  ceilingPercent: number;
  /**
   * Views of a metric on a device class that both the canary and stable need in the window before the vitals guard
   * compares their p75 (services/rollouts/vitals-guard.ts).
   */
  vitalsMinViews: number;
  /** How much worse than stable's a canary's p75 of LCP, INP and CLS may be before the vitals guard aborts it. */
  vitalLimits: Record<GuardedVital, VitalLimit>;
}

/** The metrics the vitals guard judges: Google's Core Web Vitals. FCP and TTFB are shown, not judged. */
export const GUARDED_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type GuardedVital = (typeof GUARDED_VITALS)[number];

/** A canary's p75 is over the limit when it is above stable's by more than `ratioPercent` AND by more than `margin`. */
export interface VitalLimit {
  /** Percent above stable's p75: 20 is 1.2 times it. */
  ratioPercent: number;
  /** Above stable's p75 plus this, in the metric's unit: milliseconds, or the layout-shift score for CLS. */
  margin: number;
}

/**
 * The vitals guard compares p75s once each cohort has 100 views of the metric on the device class: with a spread like
 * real LCPs (log-normal, sigma about 0.5) the p75 of 100 views is off by about 7% (one standard error), so the 20%
 * ratio is near three of them, and a canary seen by 5% of visitors reaches 100 views in minutes on a busy page. A
 * canary is aborted when its p75 is worse than stable's by both 20% and a margin (LCP 250 ms, INP 50 ms, CLS 0.05):
 * the ratio alone would abort 60 ms against 48 ms, which no one feels; the margin alone would abort 2.9 s against
 * 2.6 s, which is within what visitors' networks spread a slow page by. 20% is also more than two of the histogram's
 * 9% buckets, so rounding to buckets alone never crosses it. The margins are a tenth of Google's "good" LCP (2.5 s),
 * a quarter of its INP (200 ms) and half of its CLS (0.1): a step a visitor notices. CLS has no ratio (0%): against a
 * stable page that hardly shifts (0.01) any shift would be a multiple.
 */
const DEFAULT_VITALS_GUARD: Pick<RolloutGuardSettings, 'vitalsMinViews' | 'vitalLimits'> = {
  vitalsMinViews: 100,
  vitalLimits: {
    LCP: { ratioPercent: 20, margin: 250 },
    INP: { ratioPercent: 20, margin: 50 },
    CLS: { ratioPercent: 0, margin: 0.05 },
  },
};

/**
 * A canary is judged on 200 loads over the last 10 minutes from at least 5 sources (each at most a fifth of the
 * loads), aborted above twice the stable's failure rate and 0.5 points more, and never advanced above 5% failures.
 * Five sources, because an attacker with a script and a few addresses in as many networks must not decide alone,
 * and a fifth, so that five sources are also the fewest whose loads all count.
 */
export const DEFAULT_ROLLOUT_GUARD: RolloutGuardSettings = {
  minLoads: 200,
  windowMs: 600_000,
  ratio: 2,
  marginPoints: 0.5,
  minSources: 5,
  sourceShare: 0.2,
  ceilingPercent: 5,
  ...DEFAULT_VITALS_GUARD,
};

export interface HttpTimeouts {
  /**
   * A connection with no bytes either way for this long is closed (silent clients, stalled readers). It runs
   * while the server waits for the client, not while a handler works (plugins/app/idle-timeout.ts).
   */
  idleMs: number;
  /** A request's headers must arrive within this long of its first byte (slow-header clients). */
  headersMs: number;
  /** A whole request, body included, must arrive within this long. */
  requestMs: number;
  /** An idle keep-alive connection between requests is closed after this long. */
  keepAliveMs: number;
}

/**
 * Seconds, not minutes: a page's requests all arrive within a few seconds of each other, and a client that
 * holds a connection open without sending is either broken or trying to exhaust the server's sockets. Behind a
 * load balancer that reuses connections, KEEP_ALIVE_TIMEOUT_MS must be longer than the balancer's own idle
 * time-out, or it may send a request on a connection this server is closing.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { idleMs: 10_000, headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** ROLLOUT_TOKEN: "ci-catalog=s3cret,ci-news=0ther" or one bare secret; each secret at least 24 characters. */
export function parseRolloutTokens(value: string | undefined): AppConfig['rolloutTokens'] {
  const text = (value ?? '').trim();
  if (text === '') return [];
  return text.split(',').map((entry) => {
    const trimmed = entry.trim();
    const equals = trimmed.indexOf('=');
    const name = equals > 0 ? trimmed.slice(0, equals).trim() : 'api';
    const secret = equals > 0 ? trimmed.slice(equals + 1).trim() : trimmed;
    if (!/^[a-z0-9][a-z0-9._-]{0,39}$/i.test(name)) throw new Error(`ROLLOUT_TOKEN: "${name}" is not a token name (letters, digits, . _ -).`);
    if (secret.length < 24) throw new Error(`ROLLOUT_TOKEN: the secret of "${name}" must be at least 24 characters.`);
    return { name, secret };
  });
}

/** An address ("10.0.0.2", "::1"), a CIDR range ("10.0.0.0/8") or one of proxy-addr's names for ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** TRUST_PROXY: empty, "0" or "false" for none; a hop count; or a comma-separated list of proxy addresses and CIDR ranges. */
export function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,loopback); got "${invalid}". "true" is not accepted: trusting every hop lets any client choose its address.`,
    );
  }
  return entries;
}

/** The text as an absolute URL, or undefined when the URL parser refuses it. */
function urlOrUndefined(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** ALLOWED_REMOTE_ORIGINS: comma-separated origins (scheme, host and port, no path), normalised as URL.origin writes them. */
export function parseAllowedRemoteOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    const url = urlOrUndefined(text);
    const isOrigin = url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !isOrigin) {
      throw new Error(
        `ALLOWED_REMOTE_ORIGINS must be a comma-separated list of origins such as https://cdn.example.com (http or https, no path); got "${text}".`,
      );
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** A number from the environment within [min, max]; `integer` refuses fractions. */
function parseNumber(name: string, value: string | undefined, fallback: number, range: { min: number; max: number; integer?: boolean }): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < range.min || number > range.max || (range.integer && !Number.isInteger(number))) {
    throw new Error(`${name} must be ${range.integer ? 'a whole number' : 'a number'} from ${range.min} to ${range.max}, got "${value}"`);
  }
  return number;
}

/** ROLLOUT_WINDOW: minutes ("10m") or hours ("1h"), from 1 minute to 24 hours. */
export function parseGuardWindow(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_ROLLOUT_GUARD.windowMs;
  const match = /^(\d+)\s*(m|h)$/.exec(value.trim());
  const ms = match ? Number(match[1]) * (match[2] === 'h' ? 3_600_000 : 60_000) : Number.NaN;
  if (!(ms >= 60_000 && ms <= 24 * 3_600_000))
    throw new Error(`ROLLOUT_WINDOW must be minutes or hours such as 10m or 1h, from 1m to 24h, got "${value}"`);
  return ms;
}

/**
 * ROLLOUT_LCP_LIMIT, ROLLOUT_INP_LIMIT ("20%,250ms": percent above stable's p75, then milliseconds above it) and
 * ROLLOUT_CLS_LIMIT ("0%,0.05": the margin a layout-shift score).
 */
export function parseVitalLimit(metric: GuardedVital, value: string | undefined): VitalLimit {
  const fallback = DEFAULT_VITALS_GUARD.vitalLimits[metric];
  if (value === undefined || value.trim() === '') return fallback;
  const inMs = metric !== 'CLS';
  const match = (inMs ? /^(\d+(?:\.\d+)?)%\s*,\s*(\d+(?:\.\d+)?)\s*ms$/ : /^(\d+(?:\.\d+)?)%\s*,\s*(\d+(?:\.\d+)?)$/).exec(value.trim());
  const ratioPercent = Number(match?.[1]);
  const margin = Number(match?.[2]);
  const maxMargin = inMs ? 60_000 : 10;
  if (!match || ratioPercent > 1000 || margin > maxMargin) {
    const example = inMs ? `${fallback.ratioPercent}%,${fallback.margin}ms` : `${fallback.ratioPercent}%,${fallback.margin}`;
    throw new Error(
      `ROLLOUT_${metric}_LIMIT must be a percent and a margin such as ${example} (percent up to 1000, margin up to ${inMs ? '60000ms' : '10'}), got "${value}"`,
    );
  }
  return { ratioPercent, margin };
}

/** ROLLOUT_WEBHOOK_URL: an http(s) URL, or nothing. */
export function parseWebhookUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const url = urlOrUndefined(text);
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`ROLLOUT_WEBHOOK_URL must be an http or https URL, got "${text}"`);
  return url.toString();
}

/** The URL as it may appear in a message: without its password, which REDIS_URL may carry. */
function withoutPassword(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  return shown.href;
}

/** REDIS_URL: redis://[user:password@]host[:port][/database] or rediss:// (TLS), or nothing. */
export function parseRedisUrl(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  const url = urlOrUndefined(text);
  const example = 'such as redis://127.0.0.1:6379/0 (rediss:// for TLS)';
  if (!url || !/^rediss?:$/.test(url.protocol) || url.hostname === '') {
    // Not parsed as a URL: the text itself is not shown, as it may hold a password.
    const shown = url ? withoutPassword(url) : 'a value that is not a URL';
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL with a host, ${example}; got ${shown}`);
  }
  if (!/^\/?(\d{1,2})?$/.test(url.pathname) || url.search || url.hash) {
    throw new Error(`REDIS_URL may end in a database number (e.g. /0) and nothing else, ${example}; got ${withoutPassword(url)}`);
  }
  return url.href;
}

function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) throw new Error(`${name} must be a whole number of milliseconds above 0, got "${value}"`);
  return ms;
}

/** A whole number of milliseconds from 0 (none) to 10 minutes: longer would outlast any supervisor's patience. */
function parseStopMilliseconds(name: string, value: string | undefined, fallback: number): number {
  return parseNumber(name, value, fallback, { min: 0, max: 600_000, integer: true });
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

/** Reads the environment variables of README's configuration table; `overrides` lets tests build an app without touching process.env. */
export function loadConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const varDir = overrides.varDir ?? path.resolve(env.VAR_DIR ?? path.join(REPO_ROOT, 'var'));
  const port = overrides.port ?? parsePort(env.PORT);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const stopDefaults = defaultGracefulStop(trustProxy);
  const redisUrl = parseRedisUrl(env.REDIS_URL);
  // The shared counters are kept under the site's address, so that two sites on one Redis count apart and every
  // process of one site counts together. The default SITE_URL names each process's own port: not a site.
  if (redisUrl && !env.SITE_URL && !overrides.siteUrl) {
    throw new Error(
      "REDIS_URL is set but SITE_URL is not: the processes of one site share their rate-limit counters under the site's public address, so give every process the same SITE_URL (e.g. https://www.ferrolink.example).",
    );
  }
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
    redisUrl,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy,
    rolloutTokens: parseRolloutTokens(env.ROLLOUT_TOKEN),
    allowedRemoteOrigins: parseAllowedRemoteOrigins(env.ALLOWED_REMOTE_ORIGINS),
    rolloutGuard: {
      minLoads: parseNumber('ROLLOUT_MIN_LOADS', env.ROLLOUT_MIN_LOADS, DEFAULT_ROLLOUT_GUARD.minLoads, { min: 0, max: 1_000_000, integer: true }),
      windowMs: parseGuardWindow(env.ROLLOUT_WINDOW),
      ratio: parseNumber('ROLLOUT_FAILURE_RATIO', env.ROLLOUT_FAILURE_RATIO, DEFAULT_ROLLOUT_GUARD.ratio, { min: 1, max: 100 }),
      marginPoints: parseNumber('ROLLOUT_FAILURE_MARGIN', env.ROLLOUT_FAILURE_MARGIN, DEFAULT_ROLLOUT_GUARD.marginPoints, { min: 0, max: 100 }),
      minSources: parseNumber('ROLLOUT_MIN_SOURCES', env.ROLLOUT_MIN_SOURCES, DEFAULT_ROLLOUT_GUARD.minSources, { min: 1, max: 1000, integer: true }),
      sourceShare: parseNumber('ROLLOUT_SOURCE_SHARE', env.ROLLOUT_SOURCE_SHARE, DEFAULT_ROLLOUT_GUARD.sourceShare * 100, { min: 1, max: 100 }) / 100,
      ceilingPercent: parseNumber('ROLLOUT_FAILURE_CEILING', env.ROLLOUT_FAILURE_CEILING, DEFAULT_ROLLOUT_GUARD.ceilingPercent, {
        min: 0,
        max: 100,
      }),
      vitalsMinViews: parseNumber('ROLLOUT_VITALS_MIN_VIEWS', env.ROLLOUT_VITALS_MIN_VIEWS, DEFAULT_VITALS_GUARD.vitalsMinViews, {
        min: 1,
        max: 1_000_000,
        integer: true,
      }),
      vitalLimits: {
        LCP: parseVitalLimit('LCP', env.ROLLOUT_LCP_LIMIT),
        INP: parseVitalLimit('INP', env.ROLLOUT_INP_LIMIT),
        CLS: parseVitalLimit('CLS', env.ROLLOUT_CLS_LIMIT),
      },
    },
    rolloutWebhookUrl: parseWebhookUrl(env.ROLLOUT_WEBHOOK_URL),
    httpTimeouts: {
      ...DEFAULT_HTTP_TIMEOUTS,
      keepAliveMs: parseMilliseconds('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
    },
    gracefulStop: {
      drainDelayMs: parseStopMilliseconds('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, stopDefaults.drainDelayMs),
      shutdownTimeoutMs: parseStopMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, stopDefaults.shutdownTimeoutMs),
    },
    ...overrides,
    serverRendering: overrides.serverRendering ?? {
      enabled: parseServerRenderingSwitch(env.SSR) && (overrides.serveStatic ?? true),
      workers: parseNumber('SSR_WORKERS', env.SSR_WORKERS, 1, { min: 1, max: 16, integer: true }),
      budgetMs: parseNumber('SSR_BUDGET_MS', env.SSR_BUDGET_MS, 2000, { min: 50, max: 30_000, integer: true }),
      shellServerFile: SHELL_SERVER_FILE,
    },
    seedReleases: overrides.seedReleases ?? overrides.serveStatic ?? true,
    rolloutController: overrides.rolloutController ?? overrides.serveStatic ?? true,
  };
}
