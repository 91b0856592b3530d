import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** A row of `releases` as if the release had passed the gate: in the store, its version's hash as its content hash. */
export async function addRelease(db: Kysely<Database>, remote: string, version: string, createdAt: string): Promise<void> {
  await db
    .insertInto('releases')
    .values({
      remote,
      version,
      entry_url: `/remotes/${remote}/${version}/remoteEntry.js`,
      source: 'store',
      content_hash: version.split('+')[1] ?? version,
      manifest_summary: '{}',
      created_at: createdAt,
      created_by: 'test',
    })
    .execute();
}
