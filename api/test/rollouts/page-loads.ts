import type { FastifyInstance } from 'fastify';
import type { RolloutGuardSettings } from '../../src/config';
import { LOAD_TICKET_TIMING_NAME } from '../../src/contracts/load-report';
import { seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addRelease } from './release-rows';

// Page loads as browsers make them, for the tests of load reports: the visitor's manifest and its load ticket from
// the server (GET /remotes.json, an app built with serveStatic), then the page's beacon from the visitor's network.

/** mf-news's stable release and a canary of it, as the load-report tests record them. */
export const STABLE = '1.0.0+00000010';
export const CANARY = '1.1.0+00000011';

/** One record of an mf-news load as a browser reports it: a shown stable load, with `fields` changed. */
export const record = (fields: Record<string, unknown> = {}) => ({
  remote: 'mf_news',
  version: STABLE,
  channel: 'stable',
  outcome: 'shown',
  ms: 420,
  ...fields,
});
export const failedCanary = (phase = 'render') => record({ version: CANARY, channel: 'canary', outcome: 'failed', phase, ms: 900 });
export const shownCanary = () => record({ version: CANARY, channel: 'canary' });

let visitors = 0;

/** A new visitor id in the cookie's form (22 characters of base64url). */
export function newVisitorId(): string {
  visitors += 1;
  return `visitor${String(visitors).padStart(15, '0')}`;
}

/** An address in a /24 network of its own for each index: `10.<high>.<low>.7`. */
export function addressOf(index: number): string {
  return `10.${(index >> 8) & 255}.${index & 255}.7`;
}

export interface PageLoad {
  /** The ticket of the response's Server-Timing header. */
  ticket: string;
  /** What each remote was given, by federation name. */
  assigned: Record<string, { channel: string; version: string }>;
}

/** One page load of a visitor: its manifest and ticket. */
export async function loadPage(app: FastifyInstance, visitorId = newVisitorId()): Promise<PageLoad> {
  const reply = await app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `fl_visitor=${visitorId}` } });
  const timing = String(reply.headers['server-timing'] ?? '');
  const ticket = new RegExp(`^${LOAD_TICKET_TIMING_NAME};desc=(\\S+)$`).exec(timing)?.[1];
  if (!ticket) throw new Error(`/remotes.json sent no load ticket: "${timing}"`);
  const manifest = reply.json<{ remotes: Record<string, { assigned: { channel: string; version: string } }> }>();
  const assigned = Object.fromEntries(Object.entries(manifest.remotes).map(([name, remote]) => [name, remote.assigned]));
  return { ticket, assigned };
}

/** A page load that the server gave `channel` of `remote` (new visitors until one is). */
export async function loadPageOn(app: FastifyInstance, channel: 'stable' | 'canary', remote = 'mf_news'): Promise<PageLoad> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const load = await loadPage(app);
    if (load.assigned[remote]?.channel === channel) return load;
  }
  throw new Error(`no visitor of 500 got ${remote}'s ${channel}`);
}

/** POST /api/rollout/reports as a page's beacon: JSON, from `address`. */
export function sendBeacon(app: FastifyInstance, body: unknown, address = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/rollout/reports',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A test app that serves pages and counts their reports, with mf-news's STABLE and CANARY releases recorded and
 * STABLE rolled out since `seededAt`: what the guard's database tests start from. Its clock is `now`; the rollout
 * controller is left to the test (it runs the guard's passes at the times it chooses).
 */
export async function createNewsRolloutApp(options: {
  guard: RolloutGuardSettings;
  token: string;
  seededAt: string;
  now: () => Date;
}): Promise<TestApp> {
  const t = await createTestApp(
    {
      serveStatic: true,
      seedReleases: false,
      rolloutController: false,
      rolloutTokens: [{ name: 'desk', secret: options.token }],
      rolloutGuard: options.guard,
    },
    { seed: false },
  );
  t.app.clock.now = options.now;
  await addRelease(t.app.db, 'mf-news', STABLE, '2026-11-10T00:00:00.000Z');
  await addRelease(t.app.db, 'mf-news', CANARY, '2026-11-20T00:00:00.000Z');
  await seedRollout(t.app.db, 'mf-news', STABLE, options.seededAt, 'seed');
  await t.app.refreshRollout();
  return t;
}
