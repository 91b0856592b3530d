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

export const SOLUTION_SECTORS: readonly SectorEntry[] = [
  {
    type: 1,
    name: 'Intelligent Transportation',
    solutions: [
      { id: 24, name: 'Rail Transit', type: 1, tag: 1 },
      { id: 17, name: 'High-speed Railway', type: 1, tag: 2 },
      { id: 19, name: 'Expressway', type: 1, tag: 3 },
    ],
  },
  {
    type: 2,
    name: 'Intelligent Manufacturing',
    solutions: [
      { id: 18, name: 'Factory Automation', type: 2, tag: 1 },
      { id: 20, name: 'Metallurgical', type: 2, tag: 2 },
    ],
  },
  {
    type: 3,
    name: 'Smart City',
    solutions: [
      { id: 8, name: 'Utility Tunnel', type: 3, tag: 1 },
      { id: 14, name: 'Intelligent Monitoring', type: 3, tag: 2 },
      { id: 10, name: 'Smart Elevator', type: 3, tag: 3 },
      { id: 9, name: 'Smart Community', type: 3, tag: 4 },
    ],
  },
  {
    type: 4,
    name: 'Smart Energy',
    solutions: [
      { id: 23, name: 'Photovoltaic', type: 4, tag: 1 },
      { id: 21, name: 'Water Conservancy', type: 4, tag: 2 },
      { id: 22, name: 'Wind Energy', type: 4, tag: 3 },
      { id: 7, name: 'Electric Power', type: 4, tag: 4 },
    ],
  },
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

/** The product families, the `type` of /productCenter. */
export const PRODUCT_FAMILIES = [
  { type: 1, name: 'Industrial Switch' },
  { type: 2, name: 'Industrial Device Connectivity' },
  { type: 3, name: 'Industrial Wireless' },
  { type: 4, name: 'Software and Accessories' },
] as const;
