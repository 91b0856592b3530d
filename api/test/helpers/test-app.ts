import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { SHELL_SERVER_FILE, type AppConfig } from '../../src/config';
import type { ProductsTable } from '../../src/db/schema';
import { openDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedContent } from '../../src/seed/run-seed';

export interface TestApp {
  app: FastifyInstance;
  varDir: string;
  /** The test's own database: a SQLite file in varDir, or a PostgreSQL database (TEST_POSTGRES_URL). */
  databaseUrl: string;
  close: () => Promise<void>;
}

let postgresDatabases = 0;

/**
 * A database of the test's own. SQLite by default; with TEST_POSTGRES_URL (a server URL whose user may
 * create databases, e.g. postgres://ferrolink:secret@127.0.0.1:5432/postgres) a fresh PostgreSQL database
 * per test app, dropped afterwards, so the whole API suite can run on PostgreSQL:
 * `TEST_POSTGRES_URL=... npx jest --selectProjects api`.
 */
export async function createTestDatabase(varDir: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return { databaseUrl: path.join(varDir, 'test.sqlite'), drop: async () => undefined };
  const name = `ferrolink_test_${process.pid}_${++postgresDatabases}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Builds the real app on a fresh database (a SQLite file in a temporary folder unless
 * TEST_POSTGRES_URL is set), migrated and seeded with the repository's content
 * (never a mocked database: the tests run the queries the site runs).
 */
export async function createTestApp(config: Partial<AppConfig> = {}, options: { seed?: boolean } = {}): Promise<TestApp> {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-test-'));
  const { databaseUrl, drop } = await createTestDatabase(varDir);
  if (options.seed !== false) {
    const handle = openDatabase(databaseUrl);
    await migrateToLatest(handle);
    await seedContent(handle, { force: true });
    await handle.db.destroy();
  }
  const app = await buildApp({
    logger: false,
    config: {
      varDir,
      databaseUrl,
      serveStatic: false,
      sessionSecret: 'test-secret',
      siteUrl: 'http://localhost:8080',
      // Whether pages are drawn on the server would otherwise depend on whether this checkout has been built.
      serverRendering: { enabled: false, workers: 1, budgetMs: 2000, shellServerFile: SHELL_SERVER_FILE },
      ...config,
    },
  });
  await app.ready();
  return {
    app,
    varDir,
    databaseUrl,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/** Parses an inject reply's envelope. */
export function envelope<T = unknown>(reply: { body: string }): { code: number; success: boolean; message: string; response: T } {
  return JSON.parse(reply.body) as { code: number; success: boolean; message: string; response: T };
}

/** A test file's app: built before its first test, closed after its last, with the GET helpers every route test uses. */
export interface SuiteApp {
  readonly app: FastifyInstance;
  readonly varDir: string;
  readonly databaseUrl: string;
  /** GET through inject, optionally with headers. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A GET that must answer 200; gives the envelope's response. */
  getOk<T>(url: string): Promise<T>;
}

type LightMyRequestResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Registers beforeAll/afterAll for one app per test file (createTestApp's real, seeded database unless
 * `seed: false`); `prepare` runs once after it is built, before any test.
 */
export function useTestApp(
  config: Partial<AppConfig> = {},
  options: { seed?: boolean; prepare?: (testApp: TestApp) => Promise<void> } = {},
): SuiteApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(config, options);
    await options.prepare?.(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  const current = (): TestApp => {
    if (!testApp) throw new Error('The test app is used before beforeAll built it.');
    return testApp;
  };
  const get = (url: string, headers: Record<string, string> = {}) => current().app.inject({ method: 'GET', url, headers });
  return {
    get app() {
      return current().app;
    },
    get varDir() {
      return current().varDir;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get,
    async getOk<T>(url: string) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      return envelope<T>(reply).response;
    },
  };
}

/** A products row for fixtures: the given fields over empty text, no featuring, 8 ports and an active lifecycle. */
export function productRow(fields: Pick<ProductsTable, 'id' | 'name'> & Partial<ProductsTable>): ProductsTable {
  return {
    short_name: '',
    summary: '',
    product_ul: '',
    category_id: 1,
    sub_category_id: 5,
    front_category_value1: 1,
    front_category_value2: 0,
    introduce: '',
    specifications: '',
    ordering_information: '',
    description: '',
    installation_requirement: '',
    output_capability: '',
    derating_curve: '',
    ports: 8,
    top_rank: 0,
    sort: 0,
    lifecycle_state: 'active',
    lifecycle_date: '',
    successor_id: null,
    ...fields,
  };
}
