// The FILTERS sidebar's rules as pure functions over one value, so each
// rule is tested on its own and the page only wires them to the URL.
import { HIDE_DISCONTINUED_PARAM, PORTS_RANGE, type ProductTagResponse } from '@ferrolink/shared';

export type PortsRange = readonly [number, number];

export interface FilterState {
  /** The chosen option per filter group (tag id -> item EN_Name). Selects, Connections and POE each hold at most one. */
  tags: Readonly<Record<number, string>>;
  ports: PortsRange;
  /** Whether discontinued products are left out of the results (those in phase-out can still be ordered and stay). */
  hideDiscontinued: boolean;
  /** Page of the product results (40 products a page). */
  page: number;
}

/** Every select starts on its first option, "All", and discontinued products are shown. */
export const INITIAL_FILTERS: FilterState = { tags: {}, ports: [PORTS_RANGE.min, PORTS_RANGE.max], hideDiscontinued: false, page: 1 };

function withTag(state: FilterState, pid: number, name: string | undefined): FilterState {
  const tags: Record<number, string> = { ...state.tags };
  if (name === undefined || name === '') delete tags[pid];
  else tags[pid] = name;
  return { ...state, tags, page: 1 };
}

/** A select: choosing the first option ("All", value '') or the option already selected clears it. */
export function chooseOption(state: FilterState, pid: number, name: string): FilterState {
  return withTag(state, pid, state.tags[pid] === name ? undefined : name);
}

/** Connections are mutually exclusive: checking one unchecks the others of the group; unchecking the checked one clears the group. */
export function toggleConnection(state: FilterState, pid: number, name: string, checked: boolean): FilterState {
  if (checked) return withTag(state, pid, name);
  return state.tags[pid] === name ? withTag(state, pid, undefined) : state;
}

/** POE toggles on and off. */
export function togglePoe(state: FilterState, pid: number, name: string): FilterState {
  return withTag(state, pid, state.tags[pid] === name ? undefined : name);
}

/** The ports slider's value, kept within 0..52 and in order. */
export function clampPorts(range: readonly number[]): PortsRange {
  const clamp = (value: number | undefined, fallback: number) =>
    Number.isFinite(value) ? Math.min(PORTS_RANGE.max, Math.max(PORTS_RANGE.min, Math.round(value as number))) : fallback;
  const low = clamp(range[0], PORTS_RANGE.min);
  const high = clamp(range[1], PORTS_RANGE.max);
  return low <= high ? [low, high] : [high, low];
}

export function setPorts(state: FilterState, range: readonly number[]): FilterState {
  return { ...state, ports: clampPorts(range), page: 1 };
}

/** "Hide discontinued" on or off; like every filter change, back to the first page of results. */
export function setHideDiscontinued(state: FilterState, hideDiscontinued: boolean): FilterState {
  return { ...state, hideDiscontinued, page: 1 };
}

export function isFullPortsRange(ports: PortsRange): boolean {
  return ports[0] === PORTS_RANGE.min && ports[1] === PORTS_RANGE.max;
}

/** Product cards only when some filter differs from the initial state; otherwise the sub category cards. */
export function differsFromInitial(state: FilterState): boolean {
  return Object.keys(state.tags).length > 0 || !isFullPortsRange(state.ports) || state.hideDiscontinued;
}

/** GetPage's `tags`: comma-joined `pid|name` pairs, in tag order so equal filters give equal queries (and one cache entry). */
export function tagsParam(state: FilterState): string {
  return Object.entries(state.tags)
    .map(([pid, name]) => [Number(pid), name] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([pid, name]) => `${pid}|${name}`)
    .join(',');
}

export function portsParam(state: FilterState): string {
  return isFullPortsRange(state.ports) ? '' : `${state.ports[0]}-${state.ports[1]}`;
}

/** The filter state kept in the page's URL (so the back button and a shared link restore it). */
export function writeFilters(params: URLSearchParams, state: FilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const tags = tagsParam(state);
  const ports = portsParam(state);
  if (tags) next.set('tags', tags);
  else next.delete('tags');
  if (ports) next.set('ports', ports);
  else next.delete('ports');
  if (state.hideDiscontinued) next.set(HIDE_DISCONTINUED_PARAM, '1');
  else next.delete(HIDE_DISCONTINUED_PARAM);
  if (state.page > 1) next.set('page', String(state.page));
  else next.delete('page');
  return next;
}

/** Reads the filters back from the URL; anything malformed (a hand-edited link) is ignored rather than shown as an error. */
export function readFilters(params: URLSearchParams): FilterState {
  const tags: Record<number, string> = {};
  for (const pair of (params.get('tags') ?? '').split(',')) {
    const separator = pair.indexOf('|');
    if (separator <= 0) continue;
    const pid = Number(pair.slice(0, separator));
    const name = pair.slice(separator + 1).trim();
    if (Number.isInteger(pid) && pid > 0 && name) tags[pid] = name;
  }
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(params.get('ports') ?? '');
  const ports = match ? clampPorts([Number(match[1]), Number(match[2])]) : INITIAL_FILTERS.ports;
  const page = Number(params.get('page'));
  // The API's value for on is 1; any other value is the filter off, as the server reads the address.
  const hideDiscontinued = params.get(HIDE_DISCONTINUED_PARAM) === '1';
  return { tags, ports, hideDiscontinued, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The state narrowed to what the family on screen offers (its groups and options from GetProductTagItem): a group it
 * does not have, an option no longer offered, or a ports range where it has no ports slider (a link carried over from
 * another family, an old bookmark, a hand edit) is dropped rather than sent, so the page shows what the filters on
 * screen say. Options are matched without regard to case, as the API matches them, and kept in the API's spelling.
 */
export function fitFilters(state: FilterState, offered: ProductTagResponse): FilterState {
  const tags: Record<number, string> = {};
  for (const [pidText, name] of Object.entries(state.tags)) {
    const pid = Number(pidText);
    const option = offered.TagItems.find((item) => item.Pid === pid && item.EN_Name.toLowerCase() === name.toLowerCase());
    if (option && offered.Tags.some((tag) => tag.Id === pid)) tags[pid] = option.EN_Name;
  }
  const hasPorts = offered.Tags.some((tag) => tag.Kind === 'range');
  const ports = hasPorts ? state.ports : INITIAL_FILTERS.ports;
  const unchanged = Object.keys(tags).length === Object.keys(state.tags).length && ports === state.ports;
  return unchanged && Object.entries(tags).every(([pid, name]) => state.tags[Number(pid)] === name) ? state : { ...state, tags, ports };
}

/** How many filters differ from their first option: the chosen options, the ports range when narrowed, "Hide discontinued". */
export function activeFilterCount(state: FilterState): number {
  return Object.keys(state.tags).length + (isFullPortsRange(state.ports) ? 0 : 1) + (state.hideDiscontinued ? 1 : 0);
}
