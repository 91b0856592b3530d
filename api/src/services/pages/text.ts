import { plainText } from '../../search/text';

/** Search engines show about 155-160 characters of a description; more is cut by them, mid-word. */
export const DESCRIPTION_MAX = 160;

/**
 * Stored HTML or text as one plain line of at most `max` characters, cut at a word with an ellipsis when it was
 * longer. Characters, not UTF-16 units, so a cut never splits an emoji or a CJK surrogate pair.
 */
export function plainSummary(htmlOrText: string | null | undefined, max = DESCRIPTION_MAX): string {
  const text = plainText(htmlOrText).replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '');
  return `${head}…`;
}

/** The first of the texts that says something, as a description. */
export function firstDescription(...candidates: Array<string | null | undefined>): string {
  for (const candidate of candidates) {
    const summary = plainSummary(candidate);
    if (summary !== '') return summary;
  }
  return '';
}
