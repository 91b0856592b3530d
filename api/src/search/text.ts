// Dialect-free text handling of site search: turning stored HTML into plain text,
// the extra "compact" forms that make model numbers findable, and turning a
// visitor's key into safe tokens. Nothing here builds SQL.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#160': ' ' };

/** End of a block (paragraph, list item, heading, cell, line break): where a sentence may end. */
const BLOCK_END = /<\/(p|li|h[1-6]|td|th|tr|div|dd|dt|blockquote)\s*>|<br\s*\/?>/gi;
const BLOCK_MARK = '\u2029';

/** Stored HTML to plain text: tags and scripts gone, common entities decoded, blocks read as sentences ("a list item. the next one"). The result is shown as text, never as HTML. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_END, BLOCK_MARK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      const code = name.startsWith('#x') || name.startsWith('#X') ? parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
      // Control characters and lone surrogates would only be noise in a snippet.
      return Number.isInteger(code) && code >= 32 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    })
    .replace(/[<>]/g, ' ');
  return text
    .split(BLOCK_MARK)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block, index, blocks) => (index < blocks.length - 1 && !/[.!?:;,]$/.test(block) ? `${block}.` : block))
    .join(' ');
}

/** Cuts plain text at a word boundary near `max` characters, with an ellipsis when anything was cut. */
export function excerpt(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

const TOKEN = /[\p{L}\p{N}]+/gu;
/** A model number as people write it: letters and digits joined by hyphens, dots, slashes or underscores ("FL-MS5008G-4S", "RS-485"). */
const JOINED = /[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)+/gu;
/** A token that starts with letters and then has a digit ("ms5008g"): visitors often type only the number part. */
const LETTERS_THEN_DIGITS = /^\p{L}+(\p{N}[\p{L}\p{N}]*)$/u;

/**
 * Extra index words for model numbers, so "MS5008", "FLMS5008G", "5008" and "FL-MS5008G"
 * all find "FL-MS5008G": the joined form without separators, each tail of it, and the
 * part of each letters+digits token from its first digit.
 */
export function compactForms(text: string): string[] {
  const forms = new Set<string>();
  const lower = text.normalize('NFKC').toLowerCase();
  for (const joined of lower.match(JOINED) ?? []) {
    const parts = joined.split(/[-_./]/).filter(Boolean);
    for (let start = 0; start < parts.length - 1; start += 1) forms.add(parts.slice(start).join(''));
  }
  for (const token of lower.match(TOKEN) ?? []) {
    const tail = LETTERS_THEN_DIGITS.exec(token)?.[1];
    if (tail && tail.length >= 2) forms.add(tail);
  }
  return [...forms];
}

/** The leading part of a model number: a few letters joined to a part with letters and digits ("fl" of "fl-ms5008g"). */
const MODEL_PREFIX = /(?<![\p{L}\p{N}])(\p{L}{1,4})[-_./](?=\p{L}+\p{N})/gu;

/**
 * The bare prefixes of the model numbers in a key. Every product is named "FL-...", so "fl" as a word of its own
 * would match the whole catalogue: the part after it ("ms5008g") already names the model, and the compact form
 * ("flms5008g") still meets the model's indexed compact forms. "RS-485" keeps its "rs": "485" alone says little.
 */
function bareModelPrefixes(normalisedKey: string): Set<string> {
  return new Set(Array.from(normalisedKey.matchAll(MODEL_PREFIX), (match) => match[1] ?? '').filter(Boolean));
}

/** Words that carry no meaning on their own; dropped from a key unless nothing else is left. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'by', 'for', 'from', 'in', 'is', 'of', 'on', 'or', 'the', 'to', 'with']);

export const MAX_QUERY_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

export interface ParsedKey {
  /** Lower-case words of letters and digits only: nothing in them can be query syntax. */
  tokens: string[];
  /** The tokens joined, when the key had more than one ("FL MS5008G" -> "flms5008g"), to meet the compact index forms. */
  compact: string | undefined;
  /** The first model number of the key as typed, lower case ("fl-ms5008g"): the product named so is listed first. */
  model?: string;
}

/** Reads a visitor's key into at most 8 safe tokens. Quotes, operators, `*`, NEAR and SQL are just characters between words here. */
export function parseKey(key: string): ParsedKey {
  const normalised = key.normalize('NFKC').toLowerCase();
  const all = (normalised.match(TOKEN) ?? []).map((token) => token.slice(0, MAX_TOKEN_LENGTH));
  const prefixes = bareModelPrefixes(normalised);
  const meaningful = all.filter((token) => !STOP_WORDS.has(token) && !prefixes.has(token));
  const tokens = [...new Set(meaningful.length > 0 ? meaningful : all)].slice(0, MAX_QUERY_TOKENS);
  const joined = all.slice(0, MAX_QUERY_TOKENS).join('');
  const compact = all.length > 1 && joined.length <= MAX_TOKEN_LENGTH * 2 ? joined : undefined;
  const model = normalised.match(JOINED)?.find((form) => /\p{N}/u.test(form) && form.length <= MAX_TOKEN_LENGTH * 2);
  return model ? { tokens, compact, model } : { tokens, compact };
}

/**
 * How many of a key's tokens a title holds, each as the start of one of its words or of its compact model forms
 * ("ms5008g" in "FL-MS5008G ..."), or the whole compact key: how well a result's title answers the key.
 */
export function titleCoverage({ tokens, compact }: ParsedKey, title: string): number {
  const words = [...(title.normalize('NFKC').toLowerCase().match(TOKEN) ?? []), ...compactForms(title)];
  const holds = (token: string) => words.some((word) => word.startsWith(token));
  const covered = tokens.filter(holds).length;
  return compact && holds(compact) ? Math.max(covered, tokens.length) : covered;
}
