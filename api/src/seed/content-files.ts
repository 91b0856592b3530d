import fs from 'node:fs';
import path from 'node:path';

/** Reads a JSON file under api/content. */
export function readContentJson<T>(contentDir: string, relativePath: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, relativePath), 'utf8')) as T;
}

/** Inserts rows in slices: SQLite limits the number of bound parameters per statement. */
export async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>, chunkSize = 200): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await insert(rows.slice(start, start + chunkSize));
  }
}
