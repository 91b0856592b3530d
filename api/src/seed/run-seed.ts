import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import { transactionUnderLock } from '../db/locks';
import type { Database } from '../db/schema';
import { CONTENT_DIR } from '../config';
import { CONTENT_VERSION_KEY, readContentVersion } from '../lib/content-replies';
import { seeders } from './seeders';

/** Tables whose rows come from the repository's content; emptied and refilled by every seed. Children first. */
const CONTENT_TABLES: (keyof Database)[] = [
  'advisory_revisions',
  'advisory_products',
  'security_advisories',
  'product_tag_links',
  'product_spec_rows',
  'product_images',
  'product_part_numbers',
  'solution_products',
  'solution_points',
  'solution_cases',
  'solutions',
  'materials',
  'attachments',
  'articles',
  'milestones',
  'products',
  'product_tag_items',
  'product_tags',
  'advertisements',
  'categories',
];

function hashContent(contentDir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'media' && entry.name !== 'files') walk(full);
      } else if (entry.name.endsWith('.json')) {
        hash.update(entry.name).update(fs.readFileSync(full));
      }
    }
  };
  walk(contentDir);
  // The seeders' own code decides what the rows look like, and the search code what the index holds (and the support
  // code the words a document is found by), so they are part of the version too: a change to how content is imported
  // or indexed re-imports it on the next start.
  hash.update(seeders.map((seeder) => seeder.name).join(','));
  for (const codeDir of [__dirname, path.join(__dirname, '..', 'search'), path.join(__dirname, '..', 'services', 'support')]) {
    for (const file of fs.readdirSync(codeDir).sort()) {
      if (/\.(ts|js)$/.test(file)) hash.update(file).update(fs.readFileSync(path.join(codeDir, file)));
    }
  }
  return hash.digest('hex');
}

export interface SeedResult {
  skipped: boolean;
  hash: string;
}

/** The database lock a content import holds, so that processes starting together import once. */
const IMPORT_LOCK = 'ferrolink:content-import';

/**
 * Imports the repository's content. Skips the work when nothing changed since the last seed unless `force`. Users,
 * sessions, enquiries and visits are never touched. Several processes may start at once: the import runs under a
 * database lock and reads the stored version again once it holds it, so the first imports and the others, having
 * waited, find the content current and skip.
 */
export async function seedContent(handle: DatabaseHandle, options: { force?: boolean; contentDir?: string } = {}): Promise<SeedResult> {
  const { db } = handle;
  const contentDir = options.contentDir ?? CONTENT_DIR;
  const hash = hashContent(contentDir);
  // Read first without the lock: a process starting on current content takes no write lock at all.
  if (!options.force && (await readContentVersion(db)) === hash) return { skipped: true, hash };

  const imported = await transactionUnderLock(handle, IMPORT_LOCK, async (trx) => {
    if (!options.force && (await readContentVersion(trx)) === hash) return false;
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute();
    await trx.deleteFrom('site_settings').where('key', '!=', CONTENT_VERSION_KEY).execute();
    for (const seeder of seeders) await seeder.run(trx, { contentDir });
    await trx.deleteFrom('site_settings').where('key', '=', CONTENT_VERSION_KEY).execute();
    await trx.insertInto('site_settings').values({ key: CONTENT_VERSION_KEY, value: hash }).execute();
    return true;
  });
  if (!imported) return { skipped: true, hash };
  // Keep the query planner's statistics in step with the new content.
  await sql`ANALYZE`.execute(db).catch(() => undefined);
  return { skipped: false, hash };
}
