/**
 * Cuts text to at most `max` characters and adds an ellipsis when anything was
 * cut. Counts code points so an emoji or a CJK character is
 * never split in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}...`;
}

/** Removes tags and decodes the few entities summaries use, for places that show HTML summaries as plain text. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Product summaries carry non-breaking space markers that are shown as spaces. */
export function replaceNbsp(html: string | null | undefined): string {
  if (!html) return '';
  return html.replace(/&nbsp;|&#160;|\u00a0/g, ' ');
}
