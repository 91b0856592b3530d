import crypto from 'node:crypto';
import net from 'node:net';
import Redis from 'ioredis';
import { loadConfig, parseRedisUrl } from '../../src/config';
import { rateLimitKeyPrefix } from '../../src/plugins/external/rate-limit';
import { GUEST_RATE_LIMIT } from '../../src/routes/api/Guest';
import type { AppConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The contact form's limit (5 per address in 10 minutes) with several processes: with REDIS_URL they count
// together in Redis, so the limit holds for the site, not per process. The tests that need a Redis run in
// `npm run test:postgres` (part of `npm test`), which starts a private one and sets TEST_REDIS_URL.

const enquiry = {
  FirstName: 'Ingrid',
  LastName: 'Solberg',
  Company: 'Nordvann Water Utility',
  Country: 'Norway',
  Body: 'Please send a quotation for 60 FL-CR4G20 routers.',
  EMail: 'ingrid.solberg@nordvann.example',
};

/** One visitor, one address, posting the contact form to one of the site's processes. */
function postEnquiry(testApp: TestApp, remoteAddress: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/Guest/Add', remoteAddress, payload: enquiry });
}

/**
 * `count` posts from one address, spread over the processes in turn (as a balancer does); the status of each.
 * One after another, so that the order of the answers is the order of the counting.
 */
async function postInTurn(processes: TestApp[], remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const reply = await postEnquiry(processes[index % processes.length]!, remoteAddress);
    statuses.push(reply.statusCode);
  }
  return statuses;
}

/** A site address no earlier run used, so that counters left in a Redis by an earlier run count nothing here. */
const freshSiteUrl = (name: string) => `https://${name}-${crypto.randomBytes(6).toString('hex')}.ferrolink.test`;

/** Two processes of one site on one database: the second app uses the first one's database. */
async function twoProcesses(config: Partial<AppConfig>): Promise<[TestApp, TestApp]> {
  const first = await createTestApp(config);
  const second = await createTestApp({ ...config, databaseUrl: first.databaseUrl }, { seed: false });
  return [first, second];
}

/** A port on 127.0.0.1 where nothing listens: a Redis that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

const N = GUEST_RATE_LIMIT.max;

describe('REDIS_URL', () => {
  it('accepts redis:// and rediss:// URLs with an optional database number', () => {
    expect(parseRedisUrl(undefined)).toBeUndefined();
    expect(parseRedisUrl('  ')).toBeUndefined();
    expect(parseRedisUrl('redis://127.0.0.1:6379/0')).toBe('redis://127.0.0.1:6379/0');
    expect(parseRedisUrl('rediss://user:secret@redis.internal:6380')).toBe('rediss://user:secret@redis.internal:6380');
    expect(parseRedisUrl('redis://redis.internal')).toBe('redis://redis.internal');
  });

  it('refuses anything else with a message that names the form and never shows the password', () => {
    expect(() => parseRedisUrl('127.0.0.1:6379')).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseRedisUrl('http://127.0.0.1:6379')).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseRedisUrl('redis:///0')).toThrow(/with a host/);
    expect(() => parseRedisUrl('redis://:hunter2@127.0.0.1:6379/cache')).toThrow(/database number/);
    expect(() => parseRedisUrl('redis://:hunter2@127.0.0.1:6379/cache')).not.toThrow(/hunter2/);
    expect(() => parseRedisUrl('redis://127.0.0.1:6379/0?db=1')).toThrow(/database number/);
  });

  it('needs SITE_URL, under which the processes of one site share their counters', () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379/0' };
    expect(() => loadConfig({ sessionSecret: 'x' }, env)).toThrow(/REDIS_URL is set but SITE_URL is not/);
    expect(loadConfig({ sessionSecret: 'x' }, { ...env, SITE_URL: 'https://www.ferrolink.example' }).redisUrl).toBe(env.REDIS_URL);
    expect(loadConfig({ sessionSecret: 'x' }, {}).redisUrl).toBeUndefined();
  });

  it('keys the counters by the site’s origin', () => {
    expect(rateLimitKeyPrefix('https://www.ferrolink.example/')).toBe('ferrolink:rate-limit:https://www.ferrolink.example:');
    expect(rateLimitKeyPrefix('http://127.0.0.1:8080')).not.toBe(rateLimitKeyPrefix('http://127.0.0.1:8081'));
  });
});

describe('rate limits without Redis', () => {
  it('count in each process alone: two processes allow twice the limit', async () => {
    const processes = await twoProcesses({ siteUrl: freshSiteUrl('memory') });
    try {
      const statuses = await postInTurn(processes, '198.51.100.7', 2 * N + 2);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2 * N);
      expect(statuses.slice(2 * N)).toEqual([429, 429]);
      expect(processes.map((testApp) => testApp.app.rateLimitRedis)).toEqual([null, null]);
    } finally {
      await Promise.all(processes.map((testApp) => testApp.close()));
    }
  });

  it('when Redis is down at start, the site starts and serves the limited form uncounted (fails open)', async () => {
    const testApp = await createTestApp({ siteUrl: freshSiteUrl('down'), redisUrl: `redis://127.0.0.1:${await closedPort()}/0` });
    let attemptsAfterClose = 0;
    try {
      const statuses = await postInTurn([testApp], '198.51.100.8', N + 2);
      expect(statuses).toEqual(new Array(N + 2).fill(200));
      expect(testApp.app.rateLimitRedis?.status).not.toBe('ready');
    } finally {
      await testApp.close();
    }
    // Closed means no more attempts: ioredis retries a lost connection every 50 ms at first, 2 s at most.
    testApp.app.rateLimitRedis?.on('connecting', () => (attemptsAfterClose += 1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attemptsAfterClose).toBe(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;

withRedis('rate limits in Redis (TEST_REDIS_URL; skipped without it: `npm run test:postgres` starts a Redis)', () => {
  let observer: Redis;
  beforeAll(() => {
    observer = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await observer.quit();
  });

  it('two processes of one site allow the contact form’s limit in total, not twice it', async () => {
    const siteUrl = freshSiteUrl('shared');
    const processes = await twoProcesses({ siteUrl, redisUrl });
    try {
      const statuses = await postInTurn(processes, '198.51.100.9', 2 * N);
      expect(statuses.slice(0, N)).toEqual(new Array(N).fill(200));
      expect(statuses.slice(N)).toEqual(new Array(N).fill(429));
      // Stored once per allowed post, whichever process took it.
      const stored = await processes[0].app.db.selectFrom('guests').select('id').where('email', '=', enquiry.EMail).execute();
      expect(stored).toHaveLength(N);
      // The counter lives in Redis under the site's prefix.
      const keys = await observer.keys(`${rateLimitKeyPrefix(siteUrl)}*`);
      expect(keys.length).toBe(1);
      expect(await observer.get(keys[0]!)).toBe(String(2 * N));
    } finally {
      await Promise.all(processes.map((testApp) => testApp.close()));
    }
  });

  it('two sites on one Redis count apart', async () => {
    const [siteA, siteB] = await Promise.all([
      createTestApp({ siteUrl: freshSiteUrl('site-a'), redisUrl }),
      createTestApp({ siteUrl: freshSiteUrl('site-b'), redisUrl }),
    ]);
    try {
      expect(await postInTurn([siteA], '198.51.100.10', N + 1)).toEqual([...new Array(N).fill(200), 429]);
      expect(await postInTurn([siteB], '198.51.100.10', 1)).toEqual([200]);
    } finally {
      await Promise.all([siteA.close(), siteB.close()]);
    }
  });

  it('closes its Redis connection when the app closes', async () => {
    const testApp = await createTestApp({ siteUrl: freshSiteUrl('close'), redisUrl });
    const client = testApp.app.rateLimitRedis!;
    expect(client.status).toBe('ready');
    const clientId = await client.client('ID');
    expect(await observer.client('LIST', 'ID', String(clientId))).toContain('name=ferrolink-rate-limit');
    await testApp.close();
    expect(client.status).toBe('end');
    expect(await observer.client('LIST', 'ID', String(clientId))).toBe('');
  });

  it('when Redis stops while the site runs, the form is served uncounted, and counted again once Redis is back', async () => {
    const testApp = await createTestApp({ siteUrl: freshSiteUrl('outage'), redisUrl });
    try {
      const client = testApp.app.rateLimitRedis!;
      // The app's connection is cut and stays cut, as while Redis is down.
      client.disconnect(false);
      const during = await postInTurn([testApp], '198.51.100.11', N + 1);
      expect(during).toEqual(new Array(N + 1).fill(200));
      await client.connect();
      const after = await postInTurn([testApp], '198.51.100.11', N + 1);
      expect(after).toEqual([...new Array(N).fill(200), 429]);
    } finally {
      await testApp.close();
    }
  });
});
