// The sectors and solutions of /solution and /solutionDetails, and the map from a
// solution id to its sector (banner type) and tab. Header menus, the solutions remote and site
// search all read this one table.

export interface SolutionEntry {
  /** The solution id (also the sub-category number its tab selects). */
  id: number;
  name: string;
  /** Sector, the `type` query parameter (1..4). */
  type: 1 | 2 | 3 | 4;
  /** Position of the tab within its sector, the `tag` query parameter (1..n). */
  tag: number;
}

export interface SectorEntry {
  type: 1 | 2 | 3 | 4;
  name: string;
  solutions: SolutionEntry[];
}

/** A sector whose solutions take their `type` from it and their `tag` from their place in the list (its tabs, in order). */
function sector(type: SectorEntry['type'], name: string, solutions: ReadonlyArray<readonly [id: number, name: string]>): SectorEntry {
  return { type, name, solutions: solutions.map(([id, solutionName], index) => ({ id, name: solutionName, type, tag: index + 1 })) };
}

export const SOLUTION_SECTORS: readonly SectorEntry[] = [
  sector(1, 'Intelligent Transportation', [
    [24, 'Rail Transit'],
    [17, 'High-speed Railway'],
    [19, 'Expressway'],
  ]),
  sector(2, 'Intelligent Manufacturing', [
    [18, 'Factory Automation'],
    [20, 'Metallurgical'],
  ]),
  sector(3, 'Smart City', [
    [8, 'Utility Tunnel'],
    [14, 'Intelligent Monitoring'],
    [10, 'Smart Elevator'],
    [9, 'Smart Community'],
  ]),
  sector(4, 'Smart Energy', [
    [23, 'Photovoltaic'],
    [21, 'Water Conservancy'],
    [22, 'Wind Energy'],
    [7, 'Electric Power'],
  ]),
];

/** Where a solution lives: its banner type and tab (a solution search result opens there). Undefined for an unknown id. */
export function solutionLocation(id: number): SolutionEntry | undefined {
  for (const sector of SOLUTION_SECTORS) {
    const found = sector.solutions.find((solution) => solution.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The sector of a `type` query value, or undefined. */
export function sectorByType(type: number): SectorEntry | undefined {
  return SOLUTION_SECTORS.find((sector) => sector.type === type);
}

/** The product families, the `type` of /productCenter: the server's list, which also names them in each page's head. */
export { PRODUCT_FAMILIES } from '@ferrolink/api/contracts/product-families';
