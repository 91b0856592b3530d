// "Did you mean": for a key that finds nothing, the nearest words of the index's titles ("gatway" -> "gateway").
// Dialect-free, and bounded whatever a visitor sends: at most MAX_QUERY_TOKENS tokens (parseKey) of at most
// MAX_SUGGESTED_LENGTH characters are looked at, each against the vocabulary once, with an iterative distance
// that gives up as soon as a word cannot be near enough. No recursion, no backtracking over the key.

/** Longer tokens are not corrected: no product word is that long, and the work per word grows with the length. */
export const MAX_SUGGESTED_LENGTH = 24;
/** Shorter words are not corrected: one edit away from a three-letter word is almost any other three-letter word. */
const MIN_SUGGESTED_LENGTH = 4;

const WORD = /\p{L}+/gu;

/** The words of the index's titles with how often each occurs: the words a suggestion may offer. */
export interface Vocabulary {
  readonly counts: ReadonlyMap<string, number>;
}

export function buildVocabulary(titles: readonly string[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of title.normalize('NFKC').toLowerCase().match(WORD) ?? []) {
      if (word.length >= MIN_SUGGESTED_LENGTH && word.length <= MAX_SUGGESTED_LENGTH) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return { counts };
}

/**
 * Levenshtein distance between two short words, or `limit + 1` as soon as it must exceed `limit`.
 * Two rows of at most MAX_SUGGESTED_LENGTH + 1 numbers; stops on the first row whose every cell is over the limit.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const cell = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      current.push(cell);
      if (cell < rowMinimum) rowMinimum = cell;
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** Edits a word may be away from its suggestion: one for short words, two from eight letters. */
function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/** The nearest vocabulary word to a token, or undefined: fewest edits, then the more common word, then the alphabet. */
function nearestWord(token: string, vocabulary: Vocabulary): string | undefined {
  const limit = allowedEdits(token);
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [word, count] of vocabulary.counts) {
    const distance = boundedEditDistance(token, word, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && (count > best.count || (count === best.count && word < best.word)))) {
      best = { word, distance, count };
    }
  }
  return best?.word;
}

/**
 * The key with each unknown word replaced by its nearest vocabulary word, or undefined when no word changed.
 * Tokens with a digit (model numbers) and tokens the vocabulary holds are kept as they are.
 */
export function suggestKey(tokens: readonly string[], vocabulary: Vocabulary): string | undefined {
  let changed = false;
  const suggested = tokens.map((token) => {
    const isWord = /^\p{L}+$/u.test(token);
    if (!isWord || token.length < MIN_SUGGESTED_LENGTH || token.length > MAX_SUGGESTED_LENGTH || vocabulary.counts.has(token)) return token;
    const nearest = nearestWord(token, vocabulary);
    if (!nearest) return token;
    changed = true;
    return nearest;
  });
  return changed ? suggested.join(' ') : undefined;
}
