import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { hashBuildFolder, listFiles } from './content-hash';
import { putInStore, releaseFolder } from './store';
import { releaseKey } from './version';

// The release store shared by machines. A release's folder under VAR_DIR/releases is what a process serves,
// but a folder is on one machine's disk. So every stored release's files are also rows of `release_files`, in the
// database all processes share: a process that is asked for a release it has no folder of (published on another
// machine) writes the folder from those rows, checks every file against its sha256 and the whole against the
// release's content hash, and puts it in place by the same rename as a publish. A release is immutable, so a
// folder once written is never refreshed, and the database stays the one record of what exists.
//
// Why the database and not a static origin the releases are uploaded to: the site already runs on one database
// that every process reads (PostgreSQL for several), publishing stays one command with nothing else to host,
// and the gate, history and pruning keep working on the same rows. A release is about 1.3 MB without its source
// maps; 20 kept per remote is about 130 MB for the five remotes.

/** Files kept in the database: everything served, not the source maps (which are never served). */
const KEPT_IN_DATABASE = (file: string): boolean => !file.endsWith('.map');
/** Rows written per statement: a release has about 60 files, a few MB at most. */
const ROWS_PER_INSERT = 20;

/** Whether the database holds the files of `remote` `version`. */
export async function hasReleaseFiles(db: Kysely<Database>, remote: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('release_files')
    .select('path')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes the files of the release folder `dir` into the database, in one transaction, unless it holds them already
 * (a release's files never change, so the first complete set stands).
 */
export async function saveReleaseFiles(db: Kysely<Database>, remote: string, version: string, dir: string): Promise<'saved' | 'present'> {
  if (await hasReleaseFiles(db, remote, version)) return 'present';
  const files = (await listFiles(dir)).filter(KEPT_IN_DATABASE);
  await db.transaction().execute(async (transaction) => {
    for (let start = 0; start < files.length; start += ROWS_PER_INSERT) {
      const rows = await Promise.all(
        files.slice(start, start + ROWS_PER_INSERT).map(async (file) => {
          const content = await fsp.readFile(path.join(dir, ...file.split('/')));
          return { remote, version, path: file, sha256: sha256(content), content };
        }),
      );
      // Another process saving the same release at once: its rows are the same bytes, the first insert stands.
      await transaction
        .insertInto('release_files')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['remote', 'version', 'path']).doNothing())
        .execute();
    }
  });
  return 'saved';
}

/** Deletes a release's files from the database (pruning). */
export async function deleteReleaseFiles(db: Kysely<Database>, remote: string, version: string): Promise<void> {
  await db.deleteFrom('release_files').where('remote', '=', remote).where('version', '=', version).execute();
}

/** Why a release could not be written from the database: no rows, or rows that do not match the release. */
export class ReleaseFilesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseFilesError';
  }
}

/** A path from the database as path segments inside a folder; anything that could leave the folder is refused. */
function segmentsOf(file: string): string[] {
  const segments = file.split('/');
  if (file.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new ReleaseFilesError(`"${file}" is not a path inside a release.`);
  }
  return segments;
}

/**
 * Makes sure this machine's store has the folder of a stored release, writing it from the database when it is
 * missing. Every file must match its own sha256 and the folder the release's content hash, or nothing is put in
 * place (ReleaseFilesError). "present" when the folder was already there, "written" when this call wrote it.
 */
export async function materializeRelease(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'varDir'>,
  release: { remote: string; version: string; contentHash: string },
): Promise<'present' | 'written'> {
  const { remote, version, contentHash } = release;
  if (fs.existsSync(releaseFolder(config, remote, version))) return 'present';
  const rows = await db
    .selectFrom('release_files')
    .select(['path', 'sha256', 'content'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .execute();
  if (rows.length === 0) throw new ReleaseFilesError(`the database holds no files of ${remote} ${version}.`);
  const staging = await fsp.mkdtemp(path.join(os.tmpdir(), `ferrolink-release-${remote}-`));
  try {
    for (const row of rows) {
      // pg hands bytea over as a Buffer, better-sqlite3 a blob as a Buffer (or Uint8Array): both are bytes.
      const content = Buffer.from(row.content);
      if (sha256(content) !== row.sha256) throw new ReleaseFilesError(`${remote} ${version}: ${row.path} does not match its sha256.`);
      const target = path.join(staging, ...segmentsOf(row.path));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, content);
    }
    const { sha256: written } = await hashBuildFolder(staging);
    if (written !== contentHash) throw new ReleaseFilesError(`${remote} ${version}: the files in the database do not make its content hash.`);
    await putInStore(config, remote, version, staging, contentHash);
    return 'written';
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Writes missing release folders from the database, one release at a time, each at most once at a time: what a
 * process calls for every stored release it serves (at each read of the rollout state) and for a request of a
 * release it has no folder of. Failures are logged once per release and tried again later.
 */
export function createReleaseMaterializer(options: {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'varDir'>;
  log: { info: (message: string) => void; error: (message: string) => void };
}) {
  const running = new Map<string, Promise<boolean>>();
  const reported = new Set<string>();
  // A release folder, once there, is never changed: each is looked for on disk once, not on every request for its files.
  const present = new Set<string>();
  return {
    /** Resolves true when the folder is there (or was written now), false when it could not be written. */
    ensure(release: { remote: string; version: string; contentHash: string }): Promise<boolean> {
      const key = releaseKey(release.remote, release.version);
      if (present.has(key)) return Promise.resolve(true);
      let folder: string;
      try {
        folder = releaseFolder(options.config, release.remote, release.version);
      } catch {
        // A row whose name is no store folder (written by hand, or by an older tool): nothing to write, and the
        // caller (reading the rollout state each second) must go on.
        return Promise.resolve(false);
      }
      if (fs.existsSync(folder)) {
        present.add(key);
        return Promise.resolve(true);
      }
      let pending = running.get(key);
      if (!pending) {
        pending = materializeRelease(options.db, options.config, release)
          .then((outcome) => {
            if (outcome === 'written') options.log.info(`release ${key}: written to this machine's store from the database`);
            reported.delete(key);
            present.add(key);
            return true;
          })
          .catch((error: unknown) => {
            if (!reported.has(key)) options.log.error(`release ${key} could not be written from the database: ${(error as Error).message}`);
            reported.add(key);
            return false;
          })
          .finally(() => running.delete(key));
        running.set(key, pending);
      }
      return pending;
    },
  };
}
