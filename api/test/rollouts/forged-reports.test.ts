import { DEFAULT_ROLLOUT_GUARD, type RolloutGuardSettings } from '../../src/config';
import { createRolloutController } from '../../src/services/rollouts/controller';
import { issueLoadTicket, LOAD_TICKET_LIFETIME_MS, readLoadTicket } from '../../src/services/rollouts/load-ticket';
import { networkOf, reportSource } from '../../src/services/rollouts/report-source';
import { applyCommand, loadHistory, loadState } from '../../src/services/rollouts/rollout-repository';
import { envelope, type TestApp } from '../helpers/test-app';
import { addressOf, CANARY, failedCanary, loadPageOn, record, sendBeacon, shownCanary, STABLE, createNewsRolloutApp } from './page-loads';

// The guard believes only real page loads. An attacker with a script, a few addresses and the page source (no key)
// tries to abort a healthy canary, to get a failing one promoted, and to have reports from before a canary's start
// held against it. Each test sends what such an attacker can, through the real routes on a real database.

const START = '2026-11-23T09:00:00.000Z';
const TOKEN = 'forged-report-token-0123456789abcdef';
const guardSettings: RolloutGuardSettings = { ...DEFAULT_ROLLOUT_GUARD, minLoads: 20 };

const failedStable = () => record({ outcome: 'failed', phase: 'render', ms: 900 });

let t: TestApp;
let now = Date.parse(START);
let networks = 0;

beforeEach(async () => {
  now = Date.parse(START);
  t = await createNewsRolloutApp({ guard: guardSettings, token: TOKEN, seededAt: '2026-11-20T00:00:00.000Z', now: () => new Date(now) });
});
afterEach(() => t.close());

async function startCanary(steps = [50, 100], everyMs: number | null = null) {
  await applyCommand(t.app.db, {
    remote: 'mf-news',
    action: { kind: 'start', version: CANARY, steps, everyMs },
    actor: 'test',
    now: new Date(now).toISOString(),
  });
  await t.app.refreshRollout();
}

/** One visitor's page load and its report of `entry`, from `address` (a network of its own by default). */
async function visit(entry: ReturnType<typeof record>, address = addressOf(++networks)) {
  const load = await loadPageOn(t.app, entry.channel === 'canary' ? 'canary' : 'stable');
  return sendBeacon(t.app, { ticket: load.ticket, records: [entry] }, address);
}

async function visits(count: number, entry: () => ReturnType<typeof record>, address?: string | ((index: number) => string)) {
  for (let index = 0; index < count; index += 1) {
    expect((await visit(entry(), typeof address === 'function' ? address(index) : address)).statusCode).toBe(200);
  }
}

const controller = () =>
  createRolloutController({
    db: t.app.db,
    now: () => new Date(now),
    leaseMs: 15_000,
    guard: guardSettings,
    log: { info: () => undefined, warn: () => undefined },
  });

async function status() {
  const reply = await t.app.inject({ method: 'GET', url: '/api/rollout/status', headers: { authorization: `Bearer ${TOKEN}` } });
  return envelope<{ remote: string; guard: string; rejected: string; loads: { channel: string; loads: number; sources: number }[] }[]>(
    reply,
  ).response.find((row) => row.remote === 'mf-news');
}

describe('a report without a real page load behind it', () => {
  it('is answered and dropped when it has no ticket, and shows as rejected: 20 forged failures abort nothing', async () => {
    await startCanary();
    await visits(25, shownCanary);
    await visits(25, record);
    const forged = await sendBeacon(t.app, { records: Array.from({ length: 20 }, () => failedCanary()) }, '198.51.100.9');
    expect(forged.statusCode).toBe(200);
    expect(envelope(forged).response).toEqual({ counted: 0, rejected: 20 });
    now += 15_000;
    expect(await controller().tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryVersion).toBe(CANARY);
    expect(await status()).toMatchObject({ rejected: 'no-ticket 20', guard: expect.stringMatching(/^within budget: 0 of 25 canary loads failed/) });
  });

  it('is dropped when its ticket was altered, signed with another key, or is older than an hour', async () => {
    await startCanary();
    const load = await loadPageOn(t.app, 'canary');
    const [payload, signature] = load.ticket.split('.') as [string, string];
    const altered = `${payload.slice(0, -2)}AA.${signature}`;
    const otherKey = issueLoadTicket('another-secret', { mf_news: { channel: 'canary', version: CANARY, stable: STABLE } }, now);
    for (const ticket of [altered, otherKey, 'not a ticket', `${load.ticket}.x`]) {
      expect(envelope(await sendBeacon(t.app, { ticket, records: [failedCanary()] })).response).toEqual({ counted: 0, rejected: 1 });
    }
    expect((await status())?.rejected).toBe('bad-ticket 4');
    now += LOAD_TICKET_LIFETIME_MS + 1000;
    expect(envelope(await sendBeacon(t.app, { ticket: load.ticket, records: [failedCanary()] })).response).toEqual({ counted: 0, rejected: 1 });
    expect((await status())?.rejected).toBe('expired-ticket 1');
  });

  it('is counted once per ticket and section: a replayed ticket and a repeated record are dropped', async () => {
    await startCanary();
    const load = await loadPageOn(t.app, 'canary');
    const first = await sendBeacon(t.app, { ticket: load.ticket, records: [failedCanary(), failedCanary(), shownCanary()] });
    expect(envelope(first).response).toEqual({ counted: 2, rejected: 1 });
    const replayed = await sendBeacon(t.app, { ticket: load.ticket, records: [failedCanary()] }, '203.0.113.50');
    expect(envelope(replayed).response).toEqual({ counted: 0, rejected: 1 });
    expect((await status())?.rejected).toBe('replayed 2');
  });

  it('counts only the releases its ticket gave: stable, or the canary and the stable it falls back to', async () => {
    await startCanary();
    const onStable = await loadPageOn(t.app, 'stable');
    expect(envelope(await sendBeacon(t.app, { ticket: onStable.ticket, records: [failedCanary()] })).response).toEqual({ counted: 0, rejected: 1 });
    const otherRemote = record({ remote: 'mf_catalog', version: STABLE });
    expect((await sendBeacon(t.app, { ticket: onStable.ticket, records: [otherRemote] })).statusCode).toBe(400);
    const onCanary = await loadPageOn(t.app, 'canary');
    // The canary failed to render and the page fell back to stable: both records count.
    expect(envelope(await sendBeacon(t.app, { ticket: onCanary.ticket, records: [failedCanary(), record()] })).response).toEqual({
      counted: 2,
      rejected: 0,
    });
    expect((await status())?.rejected).toBe('not-assigned 1');
  });
});

describe('no single source decides', () => {
  it('does not abort a healthy canary on 1,000 failures from one source, each with a real ticket', async () => {
    await startCanary();
    await visits(40, shownCanary);
    await visits(40, record);
    // One network, 250 of its addresses (each within the report limit of 120 a minute per address).
    await visits(1000, failedCanary, (index) => `198.51.100.${(index % 250) + 1}`);
    now += 15_000;
    expect(await controller().tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryVersion).toBe(CANARY);
    const canary = (await status())?.loads.find((load) => load.channel === 'canary');
    expect(canary).toMatchObject({ loads: 1040, sources: 41 });
    expect((await status())?.guard).toMatch(/^held: .* only in the reports of fewer than 5 sources, so not aborted; automatic steps wait$/);
  }, 120_000);

  it('still aborts a canary that fails for many networks', async () => {
    await startCanary();
    await visits(40, record);
    await visits(25, failedCanary);
    now += 15_000;
    expect(await controller().tick()).toEqual([expect.objectContaining({ action: 'abort' })]);
  });
});

describe('a baseline that lying cannot raise', () => {
  it('never promotes a failing canary when stable failures are forged, from a few networks or many', async () => {
    // Stable's own history before the canary: healthy.
    now -= 5 * 60_000;
    await visits(30, record);
    now = Date.parse(START);
    await startCanary([50, 100], 10_000);
    await visits(30, failedCanary);
    // The attacker floods stable with failures, from three networks and from twenty.
    await visits(20, failedStable, '198.51.100.1');
    await visits(20, failedStable, '198.51.101.1');
    await visits(20, failedStable, '198.51.102.1');
    for (let index = 0; index < 20; index += 1) await visits(3, failedStable, `192.0.${index}.1`);
    const guard = controller();
    for (let tick = 0; tick < 6; tick += 1) {
      now += 15_000;
      await guard.tick();
    }
    const actions = (await loadHistory(t.app.db, { remote: 'mf-news', limit: 10 })).map((entry) => entry.action);
    expect(actions).not.toContain('promote');
    expect(actions).not.toContain('advance');
    expect(actions[0]).toBe('abort');
    const [abort] = await loadHistory(t.app.db, { remote: 'mf-news', limit: 1 });
    expect(abort?.reason).toMatch(/stable 0\.0% before the canary started \(\d+\.\d% since\)/);
  });

  it('without any history, still never advances a canary above the ceiling', async () => {
    await startCanary([50, 100], 10_000);
    await visits(30, failedCanary);
    for (let index = 0; index < 20; index += 1) await visits(3, failedStable, `192.0.${index}.1`);
    await visits(30, record);
    const guard = controller();
    for (let tick = 0; tick < 4; tick += 1) {
      now += 15_000;
      await guard.tick();
    }
    expect((await loadState(t.app.db, 'mf-news'))?.canaryPercent).toBe(50);
    expect((await status())?.guard).toMatch(/above the 5\.0% ceiling, which no stable rate lifts/);
  });
});

describe("only the canary run's own loads", () => {
  it('does not hold reports of an earlier run against a canary restarted in the same minute', async () => {
    await startCanary();
    // Page loads of the first run; their failures are sent only after the restart.
    const earlier = [];
    for (let index = 0; index < 30; index += 1) earlier.push(await loadPageOn(t.app, 'canary'));
    await applyCommand(t.app.db, { remote: 'mf-news', action: { kind: 'abort' }, actor: 'test', now: new Date(now).toISOString() });
    now += 10_000;
    await startCanary();
    for (const [index, load] of earlier.entries()) {
      expect((await sendBeacon(t.app, { ticket: load.ticket, records: [failedCanary()] }, addressOf(5000 + index))).statusCode).toBe(200);
    }
    await visits(25, shownCanary);
    await visits(25, record);
    now += 15_000;
    expect(await controller().tick()).toEqual([]);
    expect((await loadState(t.app.db, 'mf-news'))?.canaryVersion).toBe(CANARY);
    expect((await status())?.loads.find((load) => load.channel === 'canary')).toMatchObject({ loads: 25 });
  });
});

describe('load tickets and sources', () => {
  it('reads back what it signed, and nothing from the future', () => {
    const releases = {
      mf_news: { channel: 'canary' as const, version: CANARY, stable: STABLE, run: Date.parse(START) },
      mf_catalog: { channel: 'stable' as const, version: STABLE },
    };
    const ticket = issueLoadTicket('secret', releases, now);
    expect(readLoadTicket('secret', ticket, now + 1000)).toMatchObject({ issuedAt: now, releases });
    expect(readLoadTicket('secret', ticket, now - 120_000)).toBe('bad-ticket');
    expect(readLoadTicket('secret', undefined, now)).toBe('no-ticket');
    expect(readLoadTicket('secret', 42, now)).toBe('no-ticket');
  });

  it('keeps a network, not an address, and only as a keyed hash', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:12:34::1')).toBe('2001:db8:12::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('nonsense')).toBe('unknown');
    expect(reportSource('k', '203.0.113.1')).toBe(reportSource('k', '203.0.113.254'));
    expect(reportSource('k', '203.0.113.1')).not.toBe(reportSource('k', '203.0.114.1'));
    expect(reportSource('k', '203.0.113.1')).not.toContain('203');
  });
});
