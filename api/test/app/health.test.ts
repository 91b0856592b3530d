import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { latestMigrationName } from '../../src/db/migrate';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app';

// /healthz says the process is alive, /readyz whether it should get traffic; HAProxy checks /readyz and expects 200.

const releaseStore = (varDir: string) => path.join(varDir, 'releases');

describe('GET /healthz', () => {
  const suite = useTestApp({}, { seed: false });

  it('answers 200 with a small JSON body, never cached', async () => {
    const reply = await suite.get('/healthz');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ status: 'alive' });
  });
});

describe('GET /readyz', () => {
  const suite = useTestApp({}, { seed: false, prepare: async ({ varDir }) => fs.mkdirSync(releaseStore(varDir)) });

  it('answers 200 when the database answers, the schema is current, the release store is readable and the process serves', async () => {
    const reply = await suite.get('/readyz');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', releaseStore: 'ok', process: 'serving' },
    });
    // HAProxy's check may be a HEAD.
    expect((await suite.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the release store while it cannot be read, and nothing of where it is', async () => {
    const store = releaseStore(suite.varDir);
    fs.renameSync(store, `${store}-away`);
    try {
      const reply = await suite.get('/readyz');
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'ok', releaseStore: 'not readable', process: 'serving' },
      });
      expect(reply.body).not.toContain(suite.varDir);
    } finally {
      fs.renameSync(`${store}-away`, store);
    }
    expect((await suite.get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 once the process drains, and every reply then closes its connection', async () => {
    suite.app.startDraining();
    const reply = await suite.get('/readyz');
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ ready: false, checks: { process: 'draining' } });
    expect(reply.headers.connection).toBe('close');
    // Alive all the same: draining is no reason to restart the process.
    expect((await suite.get('/healthz')).statusCode).toBe(200);
  });
});

describe('GET /readyz on a database that is behind or gone', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 503 naming the migrations while the newest migration this code has is not applied', async () => {
    testApp = await createTestApp({}, { seed: false });
    fs.mkdirSync(releaseStore(testApp.varDir));
    const { app } = testApp;
    await sql`delete from kysely_migration where name = ${latestMigrationName(app.dbDialect)}`.execute(app.db);
    const reply = await app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ ready: false, checks: { database: 'ok', migrations: 'not current' } });
  });

  it('answers 503 naming the database when it does not answer, with no error text', async () => {
    testApp = await createTestApp({}, { seed: false });
    fs.mkdirSync(releaseStore(testApp.varDir));
    const { app } = testApp;
    await app.db.destroy();
    const reply = await app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      ready: false,
      checks: { database: 'error', migrations: 'unknown', releaseStore: 'ok', process: 'serving' },
    });
  });
});
