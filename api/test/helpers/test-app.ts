import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
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
