import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';
import { openDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { loadHistory, seedRollout } from '../../src/services/rollouts/rollout-repository';
import { CONTROLLER_LEASE } from '../../src/services/rollouts/controller';
import { createTestDatabase } from '../helpers/test-app';
import { addRelease } from './release-rows';

// Two real API processes (api/dist/server.js, as `npm start` runs it) on one PostgreSQL database: a command sent
// to one is served by both within a second, each timed step is taken once (by the process holding the lease),
// and when that process is killed the other takes over. The in-process tests cover the same rules with a fake
// clock; this one proves them across real processes, timers and connection pools. It needs PostgreSQL, so it
// runs in `npm run test:postgres` (part of `npm test`) and is skipped on the SQLite run.

const TOKEN = 'two-process-token-0123456789abcdef';
const STABLE = '1.0.0+00000010';
const CANARY = '1.1.0+00000011';
/** Each process reads the rollout state every second; the rest is slack for a busy two-core test machine. */
const VISIBLE_WITHIN_MS = 2000;

interface ApiProcess {
  name: string;
  child: ChildProcess;
  origin: string;
  output: string[];
}

/** "stable@canary@percent" of mf-news as a process serves it to browsers (/remotes.json). */
async function servedState(api: ApiProcess): Promise<string> {
  const manifest = (await (await fetch(`${api.origin}/remotes.json`)).json()) as {
    remotes: Record<string, { stable: { version: string }; canary?: { version: string; percent: number } }>;
  };
  const news = manifest.remotes.mf_news;
  return `${news?.stable.version}@${news?.canary?.version ?? '-'}@${news?.canary?.percent ?? 0}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls every 50 ms until each process serves `expected`; the time (ms since `from`) each one first did. */
async function whenServed(apis: ApiProcess[], expected: string, from: number, limitMs: number): Promise<number[]> {
  const seenAt: (number | undefined)[] = apis.map(() => undefined);
  while (seenAt.some((at) => at === undefined)) {
    if (Date.now() - from > limitMs) {
      const states = await Promise.all(apis.map(servedState));
      throw new Error(`not served by all within ${limitMs} ms: expected ${expected}, served ${states.join(' / ')}`);
    }
    const states = await Promise.all(apis.map((api, index) => (seenAt[index] === undefined ? servedState(api) : Promise.resolve(''))));
    states.forEach((state, index) => {
      if (seenAt[index] === undefined && state === expected) seenAt[index] = Date.now() - from;
    });
    await sleep(50);
  }
  return seenAt as number[];
}

function startApi(name: string, env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'server.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s:\n${output.join('')}`)), 60_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /running at http:\/\/localhost:(\d+)\//.exec(output.join(''))?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ name, child, origin: `http://127.0.0.1:${port}`, output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it served:\n${output.join('')}`));
    });
  });
}

const onPostgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

onPostgres('two API processes on one PostgreSQL database', () => {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-two-processes-'));
  let databaseUrl = '';
  let drop: () => Promise<void> = async () => undefined;
  const apis: ApiProcess[] = [];

  const withDatabase = async <T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> => {
    const handle = openDatabase(databaseUrl);
    try {
      return await work(handle.db);
    } finally {
      await handle.db.destroy();
    }
  };

  beforeAll(async () => {
    // The processes run the built server: build the API when its sources are newer (a few seconds, tsc).
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'build-tools', 'build-all.mjs'), '--only=api'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the API build failed:\n${build.stdout}${build.stderr}`);

    ({ databaseUrl, drop } = await createTestDatabase(varDir));
    const handle = openDatabase(databaseUrl);
    await migrateToLatest(handle);
    await handle.db.destroy();
    await withDatabase(async (db) => {
      await addRelease(db, 'mf-news', STABLE, '2026-11-10T00:00:00.000Z');
      await addRelease(db, 'mf-news', CANARY, '2026-11-20T00:00:00.000Z');
      await seedRollout(db, 'mf-news', STABLE, new Date().toISOString(), 'seed');
    });

    for (const name of ['first', 'second']) {
      const env = {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: '0',
        VAR_DIR: path.join(varDir, name),
        SESSION_SECRET: 'two-process-test-secret',
        ROLLOUT_TOKEN: `test=${TOKEN}`,
        LOG_LEVEL: 'info',
        // No load reports come from this test: without a minimum, the guard lets the automatic steps go on.
        ROLLOUT_MIN_LOADS: '0',
      };
      // One after the other: the second finds the schema and the content in place, as a second replica would.
      apis.push(await startApi(name, env));
    }
  }, 120_000);

  afterAll(async () => {
    for (const api of apis) {
      if (api.child.exitCode === null && api.child.signalCode === null) {
        const exited = new Promise((resolve) => api.child.once('exit', resolve));
        api.child.kill('SIGTERM');
        await exited;
      }
    }
    await drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  }, 30_000);

  it('serves a command from both within a second, takes each timed step once, and fails over when the holder is killed', async () => {
    expect(await Promise.all(apis.map(servedState))).toEqual([`${STABLE}@-@0`, `${STABLE}@-@0`]);

    // A person starts a canary through the first process; both serve it within a second of the reply.
    const sent = Date.now();
    const reply = await fetch(`${apis[0]!.origin}/api/rollout/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'mf-news', version: CANARY, steps: '10,100', every: '10s' }),
    });
    expect(`${reply.status} ${await reply.text()}`).toMatch(/^200 /);
    const replied = Date.now();
    const startLags = await whenServed(apis, `${STABLE}@${CANARY}@10`, replied, 10_000);
    for (const lag of startLags) expect(lag).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);

    // The step is due 10 s after the start; the controller ticks every 5 s in both processes, one holds the lease.
    const advancedLags = await whenServed(apis, `${STABLE}@${CANARY}@100`, sent, 40_000);
    expect(Math.abs(advancedLags[0]! - advancedLags[1]!)).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    const holderPid = await withDatabase(async (db) => {
      const lease = await db.selectFrom('leases').select('holder').where('name', '=', CONTROLLER_LEASE).executeTakeFirstOrThrow();
      return Number(lease.holder.split('-')[0]);
    });
    const holder = apis.find((api) => api.child.pid === holderPid);
    const standby = apis.find((api) => api !== holder);
    if (!holder || !standby) throw new Error(`the lease is held by pid ${holderPid}, neither of the two processes`);
    const advancedBy = (api: ApiProcess, action: string) => api.output.join('').split(`rollout mf-news: ${action} to`).length - 1;
    expect([advancedBy(holder, 'advance'), advancedBy(standby, 'advance')]).toEqual([1, 0]);

    // The holder dies without a goodbye; once its lease has run out (15 s), the standby takes the last step.
    holder.child.kill('SIGKILL');
    const killed = Date.now();
    await whenServed([standby], `${CANARY}@-@0`, killed, 60_000);
    expect(advancedBy(standby, 'promote')).toBe(1);
    await withDatabase(async (db) => {
      const lease = await db.selectFrom('leases').select('holder').where('name', '=', CONTROLLER_LEASE).executeTakeFirstOrThrow();
      expect(Number(lease.holder.split('-')[0])).toBe(standby.child.pid);
      // Every step exactly once: the person's start, one automatic advance, one automatic promote.
      const history = await loadHistory(db, { remote: 'mf-news', limit: 10 });
      expect(history.map((entry) => [entry.action, entry.actor])).toEqual([
        ['promote', 'controller'],
        ['advance', 'controller'],
        ['start', 'api:test'],
        ['seed', 'seed'],
      ]);
    });
    console.log(
      `two processes: start served after ${startLags.join(' and ')} ms; the standby promoted ${Date.now() - killed} ms after the holder was killed`,
    );
  }, 150_000);
});
