import type { ReactNode } from 'react';

/** The words of a key, as the API reads them (letters and digits), for highlighting. */
export function keyWords(key: string): string[] {
  return [
    ...new Set(
      (
        key
          .normalize('NFKC')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? []
      ).filter((word) => word.length >= 2),
    ),
  ].slice(0, 8);
}

/**
 * Marks where the key's words start words of `text` (the API matches prefixes). Works
 * on plain text and returns text nodes and <mark> elements only, so no HTML from the
 * content or the key can reach the page.
 */
export function highlight(text: string, words: string[]): ReactNode[] {
  if (words.length === 0 || !text) return [text];
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${escaped.join('|')})`, 'giu');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<mark key={start}>{match[0]}</mark>);
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
