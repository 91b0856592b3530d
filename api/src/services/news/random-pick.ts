import crypto from 'node:crypto';

/**
 * Up to `amount` distinct ids of `ids` that `eligible` accepts, in random order, without copying a long list per
 * request: draws until enough are found (a few draws when almost every id is eligible, as with the news, where only
 * the article shown is left out), else shuffles the eligible ones (a partial Fisher-Yates with crypto.randomInt).
 */
export function pickRandom(ids: readonly number[], amount: number, eligible: (id: number) => boolean): number[] {
  const picked = new Set<number>();
  for (let draw = 0; draw < amount * 4 && picked.size < amount && ids.length > amount * 2; draw += 1) {
    const id = ids[crypto.randomInt(ids.length)] as number;
    if (eligible(id)) picked.add(id);
  }
  if (picked.size === amount) return [...picked];
  const pool = ids.filter(eligible);
  const picks = Math.min(amount, pool.length);
  for (let index = 0; index < picks; index += 1) {
    const other = index + crypto.randomInt(pool.length - index);
    [pool[index], pool[other]] = [pool[other] as number, pool[index] as number];
  }
  return pool.slice(0, picks);
}
