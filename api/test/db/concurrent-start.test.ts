import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { allMigrations } from '../../src/db/migrations';
import { seedContent } from '../../src/seed/run-seed';
import { createTestDatabase } from '../helpers/test-app';

// Several processes of the site start on one database at once (a cluster, a rolling restart): each migrates and
// seeds before it listens. Two handles here are two processes' connections: on PostgreSQL two pools, on SQLite two
// connections to one file, as two processes would hold.

describe('several processes starting on one database at once', () => {
  let varDir: string;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeEach(async () => {
    varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-concurrent-'));
    ({ databaseUrl, drop } = await createTestDatabase(varDir));
    first = openDatabase(databaseUrl);
    second = openDatabase(databaseUrl);
  });
  afterEach(async () => {
    await first.db.destroy();
    await second.db.destroy();
    await drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  });

  const appliedMigrations = async (handle: DatabaseHandle) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)).rows.map((row) => row.name);

  it('run each migration once: one process migrates, the other waits and finds the schema current', async () => {
    const outcomes = await Promise.allSettled([migrateToLatest(first), migrateToLatest(second)]);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'done'))).toEqual(['done', 'done']);
    const names = Object.keys(allMigrations(first.dialect)).sort();
    // The migration table's key is the name: a migration run twice would have failed above or left two rows.
    expect(await appliedMigrations(first)).toEqual(names);
    expect(await appliedMigrations(second)).toEqual(names);
    // The schema is there for both: a table of the newest migrations answers on either connection.
    await expect(second.db.selectFrom('site_settings').select('key').execute()).resolves.toEqual([]);
  });

  it('import the content once: one process imports, the other waits and finds it current', async () => {
    await migrateToLatest(first);
    const results = await Promise.allSettled([seedContent(first), seedContent(second)]);
    const outcomes = results.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value.skipped ? 'skipped' : 'imported'));
    expect(outcomes.sort()).toEqual(['imported', 'skipped']);

    // What both left is what one import leaves.
    const count = async (handle: DatabaseHandle) => {
      const products = await handle.db
        .selectFrom('products')
        .select(({ fn }) => fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      const settings = await handle.db
        .selectFrom('site_settings')
        .select(({ fn }) => fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow();
      return { products: Number(products.rows), settings: Number(settings.rows) };
    };
    const afterBoth = await count(second);
    expect(afterBoth.products).toBeGreaterThan(0);
    await seedContent(first, { force: true });
    expect(await count(first)).toEqual(afterBoth);
  });

  it('import changed content once when both find it changed', async () => {
    await migrateToLatest(first);
    await seedContent(first);
    // Another version of the content: both processes see a hash other than the stored one.
    await first.db.updateTable('site_settings').set({ value: 'an older version' }).where('key', '=', 'content_hash').execute();
    const results = await Promise.allSettled([seedContent(second), seedContent(first)]);
    const outcomes = results.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value.skipped ? 'skipped' : 'imported'));
    expect(outcomes.sort()).toEqual(['imported', 'skipped']);
  });
});
