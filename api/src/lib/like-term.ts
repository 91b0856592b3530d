/**
 * Search words as a LIKE pattern may hold them: trimmed, with LIKE's wildcards and U+0000 (PostgreSQL text
 * cannot hold it, so the query would fail) dropped. Case is left to the caller: some lower it here, some in SQL.
 */
export function likeTerm(key: string): string {
  return key
    .trim()
    .replace(/[%_\\]/g, '')
    .replaceAll('\u0000', '');
}
