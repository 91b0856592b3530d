// The filter groups of each product family (the Product Center's FILTERS sidebar) and the values each product
// carries for them; make-catalog-content.mjs writes both: the values into products.json, the groups into tags.json.
// A group belongs to one family, because what narrows a switch (managed, ports, PoE, M12) means nothing for a
// wireless router or a power supply. A group's options are only the values some product of its family carries, so
// every option offered finds at least one product.

/**
 * Each family's groups, in sidebar order. kind: select (first option 'All'), connections (mutually exclusive
 * checkboxes), toggle (the POE checkbox), range (the ports slider, matched on products.ports). `key` names the field
 * of a product's `tags` the group reads; `order` is the order its options are offered in (a value a product carries
 * that is not listed stops the script). Family 1 keeps the ids 1 to 6 its groups had, so saved links still work.
 */
export const FILTER_GROUPS = [
  { id: 1, family: 1, name: 'Managed/Unmanaged', kind: 'select', key: 'managed', order: ['Managed', 'Unmanaged'] },
  { id: 2, family: 1, name: 'Total No. of Ports', kind: 'range', key: 'ports', order: [] },
  { id: 3, family: 1, name: 'Speed', kind: 'select', key: 'speed', order: ['Fast Ethernet', 'Gigabit', '10 Gigabit'] },
  { id: 4, family: 1, name: 'Connections', kind: 'connections', key: 'connections', order: ['RJ45', 'SFP', 'M12', 'Fiber'] },
  { id: 5, family: 1, name: 'POE', kind: 'toggle', key: 'poe', order: ['POE'] },
  { id: 6, family: 1, name: 'Installation', kind: 'select', key: 'installation', order: ['DIN-rail', 'Rackmount', 'Wall mount', 'Panel mount'] },

  { id: 21, family: 2, name: 'Device type', kind: 'select', key: 'kind', order: ['Serial device server', 'Protocol gateway', 'Media converter'] },
  { id: 22, family: 2, name: 'Serial ports', kind: 'select', key: 'serial', order: ['1', '2', '4', '8', '16'] },
  { id: 23, family: 2, name: 'Speed', kind: 'select', key: 'speed', order: ['Fast Ethernet', 'Gigabit', '10 Gigabit'] },
  { id: 24, family: 2, name: 'Connections', kind: 'connections', key: 'connections', order: ['RJ45', 'SFP', 'Fiber'] },
  { id: 25, family: 2, name: 'POE', kind: 'toggle', key: 'poe', order: ['POE'] },
  { id: 26, family: 2, name: 'Installation', kind: 'select', key: 'installation', order: ['DIN-rail', 'Rackmount'] },

  { id: 31, family: 3, name: 'Wi-Fi standard', kind: 'select', key: 'wifi', order: ['Wi-Fi 6 (802.11ax)', 'Wi-Fi 5 (802.11ac)', 'WiGig (802.11ad)'] },
  { id: 32, family: 3, name: 'Frequency bands', kind: 'select', key: 'bands', order: ['2.4 GHz', '5 GHz', '60 GHz'] },
  { id: 33, family: 3, name: 'Cellular', kind: 'select', key: 'cellular', order: ['5G', '4G LTE'] },
  { id: 34, family: 3, name: 'Installation', kind: 'select', key: 'installation', order: ['DIN-rail', 'Wall mount'] },

  {
    id: 41,
    family: 4,
    name: 'Kind',
    kind: 'select',
    key: 'kind',
    order: ['Software', 'SFP transceiver', 'Power supply', 'Redundancy module', 'Antenna', 'Cable'],
  },
  { id: 42, family: 4, name: 'Reach', kind: 'select', key: 'reach', order: ['550 m', '10 km', '20 km'] },
  { id: 43, family: 4, name: 'Licence', kind: 'select', key: 'licence', order: ['Free', 'Paid licence'] },
  { id: 44, family: 4, name: 'Output voltage', kind: 'select', key: 'voltage', order: ['12 VDC', '24 VDC', '48 VDC'] },
];

/** Family 2's device type, by sub category. */
const CONNECTIVITY_KIND = { 10: 'Serial device server', 11: 'Protocol gateway', 12: 'Media converter' };

/**
 * The radios of family 3, as their names and datasheets give them: the Wi-Fi generation and bands of the access
 * points and bridges, the cellular generation of the routers.
 */
const WIRELESS = {
  1301: { wifi: 'Wi-Fi 6 (802.11ax)', bands: ['2.4 GHz', '5 GHz'] },
  1302: { wifi: 'Wi-Fi 6 (802.11ax)', bands: ['2.4 GHz', '5 GHz'] },
  1303: { wifi: 'Wi-Fi 5 (802.11ac)', bands: ['2.4 GHz', '5 GHz'] },
  1304: { wifi: 'Wi-Fi 6 (802.11ax)', bands: ['2.4 GHz', '5 GHz'] },
  1501: { cellular: '5G' },
  1502: { cellular: '4G LTE' },
  1503: { cellular: '4G LTE' },
  1504: { cellular: '5G' },
  1601: { wifi: 'Wi-Fi 5 (802.11ac)', bands: ['5 GHz'] },
  1602: { wifi: 'WiGig (802.11ad)', bands: ['60 GHz'] },
  1603: { wifi: 'Wi-Fi 6 (802.11ax)', bands: ['2.4 GHz', '5 GHz'] },
  1604: { wifi: 'Wi-Fi 6 (802.11ax)', bands: ['5 GHz'] },
};

/** The radio of a family 3 product (its Wi-Fi generation and bands, or its cellular generation); the datasheet's radio rows are written from it. */
export function wirelessRadio(modelId) {
  return WIRELESS[modelId] ?? {};
}

/** Family 4's kind of each product that its sub category does not settle (antennas and cables share one). */
const ACCESSORY_KIND = { 17: 'Software', 18: 'SFP transceiver', 19: 'Power supply' };

/** The values `model` carries for its family's groups, from its facts (families 1 to 3) or its name (family 4). */
export function filterValues(model, facts) {
  switch (model.familyId) {
    case 1:
      return { managed: facts.mgmt, speed: facts.speed, connections: facts.conn, poe: Boolean(facts.poe), installation: facts.inst };
    case 2:
      return {
        kind: CONNECTIVITY_KIND[model.subCategoryId],
        serial: facts.serial === undefined ? undefined : String(facts.serial),
        speed: facts.speed,
        connections: facts.conn,
        poe: Boolean(facts.poe),
        installation: facts.inst,
      };
    case 3:
      return { ...WIRELESS[model.id], installation: facts.inst };
    default:
      return accessoryValues(model);
  }
}

function accessoryValues(model) {
  const sub = model.subCategoryId;
  if (sub === 17) return { kind: 'Software', licence: /\bfree\b/i.test(model.shortName) ? 'Free' : 'Paid licence' };
  // An optic's reach ends its short name ("..., 20 km").
  if (sub === 18) return { kind: 'SFP transceiver', reach: /(\d+ (?:m|km))$/.exec(model.shortName)?.[1] };
  if (sub === 19) {
    if (/redundancy module/i.test(model.shortName)) return { kind: 'Redundancy module' };
    return { kind: 'Power supply', voltage: /(\d+) VDC/.exec(model.shortName)?.[1] + ' VDC' };
  }
  return { kind: /cable/i.test(model.shortName) ? 'Cable' : (ACCESSORY_KIND[sub] ?? 'Antenna') };
}

/** The names `values` holds for one group: ['RJ45', 'SFP'] for Connections, ['POE'] for the toggle, [] when none. */
export function namesFor(values, group) {
  if (group.kind === 'range') return [];
  const value = values[group.key];
  if (value === undefined || value === false) return [];
  if (value === true) return [group.order[0]];
  return Array.isArray(value) ? value : [value];
}

/**
 * The groups as tags.json holds them: each with the options its family's products carry, in `order`. A group no
 * product of its family fills is left out; a value outside `order` is a mistake in the facts and stops the script.
 */
export function tagGroups(products) {
  return FILTER_GROUPS.flatMap((group) => {
    const members = products.filter((product) => product.familyId === group.family);
    const carried = new Set(members.flatMap((product) => namesFor(product.tags, group)));
    for (const name of carried) {
      if (!group.order.includes(name)) throw new Error(`${group.name} (family ${group.family}) has no place for the value "${name}"`);
    }
    const items = group.order.filter((name) => carried.has(name));
    if (group.kind !== 'range' && items.length === 0) return [];
    return [{ id: group.id, family: group.family, name: group.name, kind: group.kind, key: group.key, items }];
  });
}
