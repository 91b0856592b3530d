import type { SourceTally } from './load-reports';

// The share one source (a client's network) may have of what the guard counts: shared by the load-failure rule
// (guard.ts) and the vitals guard (vitals-guard.ts), which caps each network's views the same way.

/**
 * Each source's loads capped so that no source makes up more than `share` of the capped total: the highest cap
 * `c` with c <= share * sum(min(loads, c)) (water-filling). A capped source keeps its own failure rate. When there
 * are fewer sources than 1 / share, no positive cap satisfies it and nothing counts: so few sources cannot be
 * judged at all.
 */
export function capSources(sources: readonly SourceTally[], share: number): SourceTally[] {
  const active = sources.filter((source) => source.loads > 0);
  if (share >= 1 || active.length === 0) return active.map((source) => ({ ...source }));
  const loads = active.map((source) => source.loads).sort((a, b) => b - a);
  const total = loads.reduce((all, value) => all + value, 0);
  if ((loads[0] as number) <= share * total) return active.map((source) => ({ ...source }));
  // From the top: with the `capped` largest sources at the cap c (between the next one and the last capped) and the
  // rest as they are, c <= share * (capped * c + rest). The first segment that holds one gives the highest cap.
  let cap = 0;
  let rest = total;
  for (let capped = 1; capped <= loads.length; capped += 1) {
    const above = loads[capped - 1] as number;
    const below = capped < loads.length ? (loads[capped] as number) : 0;
    rest -= above;
    const room = 1 - share * capped;
    if (room <= 1e-12) {
      // These sources alone already make up 1 / share of the total: every level of the segment holds.
      cap = above;
      break;
    }
    // Rounded to a billionth: a share such as 0.2 is not exact in binary, and 10.000000000000002 is 10.
    const level = Math.round(((share * rest) / room) * 1e9) / 1e9;
    if (level >= below) {
      cap = Math.min(level, above);
      break;
    }
  }
  return active.map((source) => {
    if (source.loads <= cap) return { ...source };
    const scale = cap / source.loads;
    return { source: source.source, loads: cap, failures: source.failures * scale };
  });
}
