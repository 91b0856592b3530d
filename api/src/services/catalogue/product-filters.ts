import { badRequest } from '../../lib/envelope';
import { PRODUCT_FAMILIES } from '../../contracts/product-families';

// The filters of the product centre (GetPage `tags`): comma-joined `pid|name` pairs, where pid is a
// ProductTag id and name one of its items' EN_Name, e.g. `tags=1|Managed,4|SFP,5|POE`. Items of the
// same tag are alternatives (OR), different tags must all hold (AND). The ports range is `ports=min-max`
// (0..52, inclusive), or `portsMin`/`portsMax`, or a pair of the range tag in `tags` (`2|8-28`).
// Each tag belongs to one product family: with `type`, only that family's tags (and the ports range only where the
// family has a ports slider) are accepted, so a link carried over from another family is told so instead of
// silently finding nothing.
// `hideDiscontinued=1` leaves out the discontinued products (contracts/product-lifecycle.ts); those in phase-out can
// still be ordered and stay.

/** The ports slider runs from 0 to 52 ports. */
export const PORTS_MIN = 0;
export const PORTS_MAX = 52;

export interface ParsedFilters {
  /** Item ids per tag: a product must carry one item of every group. */
  groups: number[][];
  portsMin: number;
  portsMax: number;
  /** Whether discontinued products are left out. */
  hideDiscontinued: boolean;
}

/** The filters that exist: each tag by id, each item id by `pid|lower-case name`. */
export interface TagCatalogue {
  tags: Map<number, { name: string; kind: string; family: number }>;
  items: Map<string, number>;
}

/** GetPage's filter parameters, as the query string brings them. */
export interface FilterQuery {
  tags?: string;
  ports?: string;
  portsMin?: number;
  portsMax?: number;
  /** 1 leaves out discontinued products; 0 or absent keeps them. */
  hideDiscontinued?: 0 | 1;
}

/** The key under which `catalogue.items` holds an item of tag `pid`. */
export function tagItemKey(pid: number, name: string): string {
  return `${pid}|${name.toLowerCase()}`;
}

function parseRange(text: string, label: string): [number, number] {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) throw badRequest(`${label} must be written min-max with whole numbers from ${PORTS_MIN} to ${PORTS_MAX}, e.g. 8-28.`);
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (max > PORTS_MAX) throw badRequest(`${label} must stay within ${PORTS_MIN} to ${PORTS_MAX}.`);
  if (min > max) throw badRequest(`${label}: the minimum ${min} is above the maximum ${max}.`);
  return [min, max];
}

function familyName(type: number): string {
  return PRODUCT_FAMILIES.find((family) => family.type === type)?.name ?? `family ${type}`;
}

/**
 * Reads GetPage's filter parameters against the tags that exist (of family `type` when given); every mistake becomes a
 * 400 that names it.
 */
export function parseFilters(query: FilterQuery, catalogue: TagCatalogue, type?: number): ParsedFilters {
  const groups = new Map<number, Set<number>>();
  let range: [number, number] = [query.portsMin ?? PORTS_MIN, query.portsMax ?? PORTS_MAX];
  if (range[0] > range[1]) throw badRequest(`portsMin ${range[0]} is above portsMax ${range[1]}.`);
  if (query.ports !== undefined && query.ports !== '') range = parseRange(query.ports, 'ports');

  for (const pair of (query.tags ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const separator = pair.indexOf('|');
    if (separator < 0) throw badRequest(`tags: "${pair}" is not a pid|name pair.`);
    const pidText = pair.slice(0, separator).trim();
    const name = pair.slice(separator + 1).trim();
    if (!/^\d{1,9}$/.test(pidText)) throw badRequest(`tags: "${pidText}" is not a tag id.`);
    const pid = Number(pidText);
    const tag = catalogue.tags.get(pid);
    if (!tag) throw badRequest(`tags: there is no filter with id ${pid}.`);
    if (type !== undefined && tag.family !== type) {
      throw badRequest(`tags: ${tag.name} (filter ${pid}) is a filter of ${familyName(tag.family)}, not of ${familyName(type)}.`);
    }
    if (tag.kind === 'range') {
      range = parseRange(name, tag.name);
      continue;
    }
    const itemId = catalogue.items.get(tagItemKey(pid, name));
    if (itemId === undefined) throw badRequest(`tags: ${tag.name} has no option "${name}".`);
    const group = groups.get(pid) ?? new Set<number>();
    group.add(itemId);
    groups.set(pid, group);
  }
  const filters = {
    groups: [...groups.values()].map((set) => [...set]),
    portsMin: range[0],
    portsMax: range[1],
    hideDiscontinued: query.hideDiscontinued === 1,
  };
  if (type !== undefined && narrowsPorts(filters)) {
    const hasPorts = [...catalogue.tags.values()].some((tag) => tag.family === type && tag.kind === 'range');
    if (!hasPorts) throw badRequest(`ports: ${familyName(type)} has no ports filter.`);
  }
  return filters;
}

/** Whether the range leaves out any product, i.e. is narrower than the whole slider. */
export function narrowsPorts(filters: ParsedFilters): boolean {
  return filters.portsMin > PORTS_MIN || filters.portsMax < PORTS_MAX;
}
