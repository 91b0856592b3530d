import type { Kysely, Selectable } from 'kysely';
import type { Database, ReleasesTable } from '../../db/schema';

// Every query of the releases table: the rows of the releases that passed the gate. The gate's callers (publishing
// and registering), pruning, the rollout commands and snapshot, the rollout API and the CLIs read and write them
// only through these functions.

export type ReleaseRow = Selectable<ReleasesTable>;

/** One release, if it is recorded. */
export async function findRelease(db: Kysely<Database>, remote: string, version: string): Promise<ReleaseRow | undefined> {
  return db.selectFrom('releases').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
}

/** Every release that passed the gate, newest first; one remote's only when `remote` is given. */
export async function loadReleases(db: Kysely<Database>, remote?: string): Promise<ReleaseRow[]> {
  let query = db.selectFrom('releases').selectAll().orderBy('created_at', 'desc').orderBy('version', 'desc');
  if (remote) query = query.where('remote', '=', remote);
  return query.execute();
}

/** The releases as pruning weighs them: grouped by remote, each remote's newest first. */
export async function loadReleasesByRemote(db: Kysely<Database>): Promise<Pick<ReleaseRow, 'remote' | 'version' | 'source' | 'created_at'>[]> {
  return db
    .selectFrom('releases')
    .select(['remote', 'version', 'source', 'created_at'])
    .orderBy('remote')
    .orderBy('created_at', 'desc')
    .orderBy('version', 'desc')
    .execute();
}

/** The remotes that have at least one release. */
export async function remotesWithReleases(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('releases').select('remote').distinct().execute()).map((row) => row.remote));
}

/**
 * Inserts the row unless one with its remote and version is there already (written by a racing process): true when
 * this call wrote it.
 */
export async function insertRelease(db: Kysely<Database>, row: ReleasesTable): Promise<boolean> {
  const inserted = await db
    .insertInto('releases')
    .values(row)
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteRelease(db: Kysely<Database>, remote: string, version: string): Promise<void> {
  await db.deleteFrom('releases').where('remote', '=', remote).where('version', '=', version).execute();
}
