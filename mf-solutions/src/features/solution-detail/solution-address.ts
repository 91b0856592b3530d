import { sectorByType, solutionLocation, truncate, type SectorEntry, type SolutionEntry } from '@ferrolink/shared';

// Reading the solutions' addresses: which sector the overview's ?type= names, and which solution
// /solutionDetails?type=&tag=&id= shows (with its sector's tabs), or a message when the address names none.

/** A query value: absent, a whole number, or something that is not one (id=abc). */
export type QueryValue = { kind: 'absent' } | { kind: 'number'; value: number } | { kind: 'invalid'; raw: string };

export function readQueryValue(raw: string | null): QueryValue {
  if (raw === null || raw.trim() === '') return { kind: 'absent' };
  return /^\d{1,9}$/.test(raw.trim()) ? { kind: 'number', value: Number(raw.trim()) } : { kind: 'invalid', raw };
}

/** The banner type picks the tab set: the tabs of a sector, in tag order; empty for an unknown type. */
export function tabsForType(type: number): readonly SolutionEntry[] {
  return sectorByType(type)?.solutions ?? [];
}

export type DetailLocation = { ok: true; sector: SectorEntry; solution: SolutionEntry } | { ok: false; message: string };

/**
 * Which solution /solutionDetails?type=&tag=&id= shows. The id is the solution itself, so a known id wins and
 * places its own sector and tab; without an id, the type and tag pick the tab. Anything else gets a message
 * a visitor can act on instead of a broken page.
 */
export function resolveDetailLocation(params: URLSearchParams): DetailLocation {
  const id = readQueryValue(params.get('id'));
  const type = readQueryValue(params.get('type'));
  const tag = readQueryValue(params.get('tag'));

  if (id.kind === 'invalid') return { ok: false, message: `"${truncate(id.raw, 20)}" is not a valid solution id.` };
  if (id.kind === 'number') {
    const solution = solutionLocation(id.value);
    const sector = solution && sectorByType(solution.type);
    if (!solution || !sector) return { ok: false, message: `There is no solution with id ${id.value}.` };
    return { ok: true, sector, solution };
  }
  if (type.kind !== 'number' || !sectorByType(type.value)) {
    return {
      ok: false,
      message:
        type.kind === 'absent' ? 'This link does not name a solution.' : 'There is no solution sector with this type; sectors are numbered 1 to 4.',
    };
  }
  const sector = sectorByType(type.value) as SectorEntry;
  const solution = (tag.kind === 'number' ? sector.solutions.find((entry) => entry.tag === tag.value) : undefined) ?? sector.solutions[0];
  if (!solution) return { ok: false, message: 'This sector has no solutions.' };
  return { ok: true, sector, solution };
}

/** The overview's `type`, or undefined when it is absent or not a sector (the page then says so). */
export function readSectorType(raw: string | null): { type?: 1 | 2 | 3 | 4; invalid: boolean } {
  const value = readQueryValue(raw);
  if (value.kind === 'absent') return { invalid: false };
  const sector = value.kind === 'number' ? sectorByType(value.value) : undefined;
  return sector ? { type: sector.type, invalid: false } : { invalid: true };
}
