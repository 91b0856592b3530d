import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { ProductsTable } from '../../src/db/schema';
import { openDatabase } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedContent } from '../../src/seed/run-seed';

export interface TestApp {
  app: FastifyInstance;
  varDir: string;
  close: () => Promise<void>;
}

/**
 * Builds the real app on a fresh SQLite file in a temporary folder, migrated and
 * seeded with the repository's content (DESIGN.md §7: no mocked database).
 */
export async function createTestApp(config: Partial<AppConfig> = {}, options: { seed?: boolean } = {}): Promise<TestApp> {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-test-'));
  const databaseUrl = path.join(varDir, 'test.sqlite');
  if (options.seed !== false) {
    const handle = openDatabase(databaseUrl);
    await migrateToLatest(handle);
    await seedContent(handle, { force: true });
    await handle.db.destroy();
  }
  const app = await buildApp({
    logger: false,
    config: { varDir, databaseUrl, serveStatic: false, sessionSecret: 'test-secret', siteUrl: 'http://localhost:8080', ...config },
  });
  await app.ready();
  return {
    app,
    varDir,
    close: async () => {
      await app.close();
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
    get,
    async getOk<T>(url: string) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      return envelope<T>(reply).response;
    },
  };
}

/** A products row for fixtures: the given fields over empty text, no featuring and 8 ports. */
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
    ...fields,
  };
}
