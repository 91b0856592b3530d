import fs from 'node:fs';

/** How often, at most, a watched file is looked at again (ms). */
export const FILE_RECHECK_MS = 1000;

/**
 * A file read again only when its modification time changes, looked at no more than once per FILE_RECHECK_MS: a
 * build artefact rebuilt on a running server is served within that time, and in between a read costs no
 * file-system call. `fallback` while the file is missing, or when `parse` throws (then `onError` hears why).
 */
export function watchedFile<T>(file: string, parse: (text: string) => T, fallback: T, onError: (error: unknown) => void): () => T {
  let cached: { mtimeMs: number; value: T } | null = null;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let current = fallback;
  return () => {
    const time = Date.now();
    if (time - lookedAt < FILE_RECHECK_MS) return current;
    lookedAt = time;
    current = readIfChanged();
    return current;
  };

  function readIfChanged(): T {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      cached = null;
      return fallback;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      let value = fallback;
      try {
        value = parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        onError(error);
      }
      cached = { mtimeMs, value };
    }
    return cached.value;
  }
}
