/**
 * The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of one character each), or
 * `limit + 1` as soon as it is known to exceed `limit`. Two rows of the table, and a stop as soon as a whole row lies
 * above the limit, so comparing one line against every name of the catalogue stays cheap: at most
 * (a.length + 1) * (b.length + 1) steps, usually far fewer, and nothing at all when the lengths alone differ by more
 * than the limit.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = current[0];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const deletion = (previous[j] as number) + 1;
      const insertion = (current[j - 1] as number) + 1;
      const cost = Math.min(substitution, deletion, insertion);
      current[j] = cost;
      if (cost < rowMinimum) rowMinimum = cost;
    }
    if (rowMinimum > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  const distance = previous[b.length] as number;
  return distance > limit ? limit + 1 : distance;
}
