// The edit distance the parts-list check offers its nearest names by. A list of 500 unknown lines is compared with
// every name and part number of the catalogue (about 200): 100,000 comparisons in one request, so each must cost
// little. Three things keep it cheap, none of which changes the answer:
// - lengths that differ by more than the limit, or character counts that differ by more than it (a lower bound of
//   the distance), end the comparison before the table is built;
// - only the band of the table within `limit` of its diagonal is computed, and a row whose every cell is above the
//   limit ends it;
// - the two rows live in typed arrays kept between calls (JavaScript runs one call at a time), not new arrays per call.

/** Character counts for the lower bound: keys are upper-case ASCII; any other character skips the bound. */
const counts = new Int16Array(128);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * A lower bound of the edit distance from the characters each string has: every edit adds, removes or replaces one
 * character, so it changes the surplus of either side by at most one. null when a character is outside ASCII.
 */
function characterBound(a: string, b: string): number | null {
  for (let index = 0; index < a.length; index++) {
    const code = a.charCodeAt(index);
    if (code >= 128) {
      counts.fill(0);
      return null;
    }
    counts[code] = (counts[code] as number) + 1;
  }
  for (let index = 0; index < b.length; index++) {
    const code = b.charCodeAt(index);
    if (code >= 128) {
      counts.fill(0);
      return null;
    }
    counts[code] = (counts[code] as number) - 1;
  }
  let surplus = 0;
  let shortfall = 0;
  // Only the characters of the two strings were counted: read and reset those, not the whole table.
  for (const text of [a, b]) {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      const count = counts[code] as number;
      if (count > 0) surplus += count;
      else if (count < 0) shortfall -= count;
      counts[code] = 0;
    }
  }
  return Math.max(surplus, shortfall);
}

/**
 * The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of one character each), or
 * `limit + 1` as soon as it is known to exceed `limit`.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  const bound = characterBound(a, b);
  if (bound !== null && bound > limit) return over;
  if (previous.length <= b.length) {
    previous = new Int32Array(b.length * 2 + 1);
    current = new Int32Array(b.length * 2 + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = j <= limit ? j : over;
  for (let i = 1; i <= a.length; i++) {
    // Cells further than `limit` from the diagonal are above the limit whatever the strings: left at `over`.
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    current[0] = i <= limit ? i : over;
    if (from > 1) current[from - 1] = over;
    let rowMinimum = current[0] as number;
    const charA = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const substitution = (previous[j - 1] as number) + (charA === b.charCodeAt(j - 1) ? 0 : 1);
      const deletion = (previous[j] as number) + 1;
      const insertion = (current[j - 1] as number) + 1;
      let cost = substitution < deletion ? substitution : deletion;
      if (insertion < cost) cost = insertion;
      if (cost > over) cost = over;
      current[j] = cost;
      if (cost < rowMinimum) rowMinimum = cost;
    }
    if (to < b.length) current[to + 1] = over;
    if (rowMinimum > limit) return over;
    const swap = previous;
    previous = current;
    current = swap;
  }
  const distance = previous[b.length] as number;
  return distance > limit ? over : distance;
}
