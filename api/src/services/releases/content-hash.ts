import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files left out of a release's content hash: source maps (kept beside the build, never served) and the
 * precompressed siblings, which are derived from the files they sit beside.
 */
export const NOT_HASHED = /\.(map|br|gz)$/;

/** Every file under `dir`, as sorted relative paths with forward slashes. */
export async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
      // A build holds files and folders only; a link could point outside the release and is not copied.
    }
  };
  await walk('');
  return files.sort();
}

/**
 * The sha256 of a build: for each file that is hashed, in sorted order, its relative path, its length and its
 * bytes (the path and length are written with a separator that a path cannot contain, so two different sets
 * of files cannot produce the same stream).
 */
export async function hashBuildFolder(dir: string): Promise<{ sha256: string; files: number }> {
  const hash = crypto.createHash('sha256');
  let count = 0;
  for (const file of await listFiles(dir)) {
    if (NOT_HASHED.test(file)) continue;
    const bytes = await fs.readFile(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
    count += 1;
  }
  return { sha256: hash.digest('hex'), files: count };
}
