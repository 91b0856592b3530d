// Writes api/content/catalog/products.json: every product of the catalogue with its
// datasheet text and tables as HTML, generated from the structured facts below.
// The 45 canonical models of models.json keep their ids and names; the facts that
// differ per model live in FACTS, the sentences shared by a sub category in SERIES.
// Run: node api/scripts/make-catalog-content.mjs. The output is committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filterValues, tagGroups, wirelessRadio } from './catalog-filters.mjs';
import { productContradictions } from './content-checks.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'catalog');
const { models } = JSON.parse(fs.readFileSync(path.join(contentDir, 'models.json'), 'utf8'));

/** Products added by the catalogue after the canonical models (id = sub category * 100 + n, n >= 4). */
const ADDED = [
  { id: 504, subCategoryId: 5, familyId: 1, name: 'FL-MS5006G-2S-HV', shortName: '4+2G SFP Managed Switch, 88-300 VDC Input', ports: 6 },
  { id: 505, subCategoryId: 5, familyId: 1, name: 'FL-MS5012-4M', shortName: '8+4 Multimode Fibre Managed DIN-Rail Switch', ports: 12 },
  { id: 506, subCategoryId: 5, familyId: 1, name: 'FL-MS5008G-PN', shortName: '8-Port Gigabit PROFINET Conformance Class B Switch', ports: 8 },
  { id: 507, subCategoryId: 5, familyId: 1, name: 'FL-MS5020G-4S', shortName: '16+4G SFP Gigabit Managed DIN-Rail Switch', ports: 20 },
  { id: 508, subCategoryId: 5, familyId: 1, name: 'FL-MS5005-LV', shortName: '5-Port Compact Managed Switch, 9-36 VDC', ports: 5 },
  { id: 509, subCategoryId: 5, familyId: 1, name: 'FL-MS5010G-2S-IEC', shortName: '8+2G SFP IEC 61850-3 Substation Switch', ports: 10 },
  { id: 604, subCategoryId: 6, familyId: 1, name: 'FL-US1005-M', shortName: '4+1 Multimode Fibre Unmanaged Switch', ports: 5 },
  { id: 605, subCategoryId: 6, familyId: 1, name: 'FL-US1024G-P', shortName: '24-Port Gigabit Unmanaged Panel-Mount Switch', ports: 24 },
  { id: 2204, subCategoryId: 22, familyId: 1, name: 'FL-PS6028BT', shortName: '24 PoE++ and 4 10G SFP+ Managed Switch, 720 W', ports: 28 },
  { id: 2205, subCategoryId: 22, familyId: 1, name: 'FL-PU2008GP', shortName: '8-Port Gigabit Unmanaged PoE+ Switch', ports: 8 },
  { id: 704, subCategoryId: 7, familyId: 1, name: 'FL-RS7012-10G', shortName: '12-Port 10G SFP+ Aggregation Switch', ports: 12 },
  { id: 705, subCategoryId: 7, familyId: 1, name: 'FL-RS7024F', shortName: '24 SFP Fibre Layer 3 Rackmount Switch', ports: 24 },
  { id: 904, subCategoryId: 9, familyId: 1, name: 'FL-TS9024-M12G', shortName: '24-Port Gigabit M12 Train Backbone Switch', ports: 24 },
  { id: 1004, subCategoryId: 10, familyId: 2, name: 'FL-SD2008M', shortName: '8-Port Serial Device Server, Dual Fibre', ports: 2 },
  { id: 1104, subCategoryId: 11, familyId: 2, name: 'FL-GW3402', shortName: 'EtherNet/IP to PROFINET Gateway', ports: 2 },
  { id: 1204, subCategoryId: 12, familyId: 2, name: 'FL-MC10G', shortName: '10G Copper to SFP+ Media Converter', ports: 2 },
  { id: 1304, subCategoryId: 13, familyId: 3, name: 'FL-AP6300-2P', shortName: 'Wi-Fi 6 Access Point with 2 PoE Ports', ports: 3 },
  { id: 1504, subCategoryId: 15, familyId: 3, name: 'FL-CR5G22-DIN', shortName: 'Dual-SIM 5G DIN-Rail Router with Serial Port', ports: 4 },
  { id: 1604, subCategoryId: 16, familyId: 3, name: 'FL-WB5800-PMP', shortName: '5 GHz Point-to-Multipoint Base Station', ports: 2 },
  { id: 1704, subCategoryId: 17, familyId: 4, name: 'FerroView Redundancy Monitor', shortName: 'Ring and PRP/HSR Redundancy Monitor', ports: 0 },
  { id: 1804, subCategoryId: 18, familyId: 4, name: 'FL-SFP-FE-BX20', shortName: '100M BiDi Single-Mode SFP Pair, 20 km', ports: 0 },
  { id: 1904, subCategoryId: 19, familyId: 4, name: 'FL-PWR-60W12', shortName: '60 W 12 VDC Slim DIN-Rail Power Supply', ports: 0 },
  { id: 2004, subCategoryId: 20, familyId: 4, name: 'FL-ANT-GPS-MAG', shortName: 'GNSS Magnetic-Mount Active Antenna', ports: 0 },
].map((model) => ({
  ...model,
  frontCategoryValue1: model.familyId,
  frontCategoryValue2: model.familyId === 4 ? { 17: 1, 18: 2, 19: 3, 20: 2 }[model.subCategoryId] : 0,
}));

/** The three products of the home page's Featured Products tabs, in order. */
const TOP = { 2202: 1, 502: 2, 1301: 3 };

/**
 * Where a product stands in its lifecycle (api/src/contracts/product-lifecycle.ts); a product not listed is active.
 * A product in phase-out can still be ordered until `date`, its last order date; a discontinued one left the catalogue
 * on `date`. `successorId` names the product of the same sub category that replaces it (a newer or bigger model
 * still sold), or null where none does: no other bridge of its sub category roams between trackside stations at
 * train speed, so the trackside unit has none.
 */
const LIFECYCLE = {
  501: { state: 'phase-out', date: '2027-03-31', successorId: 502 },
  1002: { state: 'phase-out', date: '2026-12-31', successorId: 1004 },
  1502: { state: 'phase-out', date: '2027-06-30', successorId: 1504 },
  1603: { state: 'phase-out', date: '2027-09-30', successorId: null },
  601: { state: 'discontinued', date: '2025-06-30', successorId: 602 },
  703: { state: 'discontinued', date: '2024-12-31', successorId: 701 },
  1201: { state: 'discontinued', date: '2024-06-30', successorId: 1202 },
  2203: { state: 'discontinued', date: '2025-09-30', successorId: 2205 },
};
const ACTIVE = { state: 'active', date: '', successorId: null };

// Per-model facts: speed, connections, PoE, installation, management, input voltage, temperature and a lead sentence.
const FACTS = {
  501: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'eight Gigabit copper ports in a 46 mm wide housing',
  },
  502: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'eight Gigabit copper ports and two SFP slots for fibre uplinks',
  },
  503: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '24-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: '24 copper ports and four Gigabit SFP slots, the densest DIN-rail switch of the range',
  },
  504: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '88-300 VDC / 85-264 VAC',
    temp: '-40 to 85 °C',
    lead: 'a high-voltage input that runs directly from substation battery rails',
  },
  506: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'PROFINET Conformance Class B with LLDP, SNMP and GSDML file for TIA Portal',
  },
  507: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '24-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: '16 Gigabit copper ports and four SFP slots for two independent rings',
  },
  508: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '9-36 VDC',
    temp: '-40 to 75 °C',
    lead: 'five 10/100 ports and full ring management in a 30 mm wide housing',
  },
  509: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '88-300 VDC / 85-264 VAC',
    temp: '-40 to 85 °C',
    lead: 'IEC 61850-3 and IEEE 1613 certification with PTP IEEE 1588v2 time sync for substations',
  },
  505: {
    speed: 'Fast Ethernet',
    conn: ['RJ45', 'Fiber'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'four built-in 100BASE-FX multimode SC ports for long runs across a plant',
  },
  601: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'DIN-rail',
    power: '9.6-60 VDC',
    temp: '-40 to 75 °C',
    lead: 'five 10/100 ports in a palm-sized metal housing',
  },
  602: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'eight Gigabit ports with jumbo frames for machine vision cameras',
  },
  603: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: '16 Fast Ethernet ports for control cabinets that run out of ports',
  },
  604: {
    speed: 'Fast Ethernet',
    conn: ['RJ45', 'Fiber'],
    mgmt: 'Unmanaged',
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'four copper ports and one multimode SC fibre port, up to 2 km',
  },
  605: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'Panel mount',
    power: '24 VDC / 100-240 VAC',
    temp: '-20 to 65 °C',
    lead: '24 Gigabit ports on a flat panel-mount chassis for machine builders',
  },
  2201: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    poe: true,
    power: '48-57 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'eight 802.3at ports with a 240 W budget and two SFP uplinks',
  },
  2202: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'DIN-rail',
    poe: true,
    power: '48-57 VDC redundant',
    temp: '-40 to 75 °C',
    lead: '16 ports of IEEE 802.3bt power, up to 90 W each, and four SFP uplinks',
  },
  2203: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'DIN-rail',
    poe: true,
    power: '48-57 VDC',
    temp: '-40 to 75 °C',
    lead: 'four 30 W PoE+ ports and one uplink for a single camera pole',
  },
  2204: {
    speed: '10 Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    poe: true,
    power: '2 x 100-240 VAC hot-swap',
    temp: '-10 to 60 °C',
    lead: '24 PoE++ ports with a 720 W budget and four 10G SFP+ uplinks in 1U',
  },
  2205: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    mgmt: 'Unmanaged',
    inst: 'Wall mount',
    poe: true,
    power: '48-57 VDC',
    temp: '-40 to 75 °C',
    lead: 'eight Gigabit PoE+ ports on a wall-mount bracket for gates and car parks',
  },
  701: {
    speed: '10 Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '2 x 100-240 VAC / 110-220 VDC hot-swap',
    temp: '-40 to 75 °C',
    lead: '24 Gigabit ports and four 10G SFP+ uplinks with full Layer 3 routing',
  },
  702: {
    speed: '10 Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '2 x 100-240 VAC / 110-220 VDC hot-swap',
    temp: '-40 to 75 °C',
    lead: '48 Gigabit ports and four 10G SFP+ uplinks for the core of a substation or station network',
  },
  703: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '100-240 VAC / 110-220 VDC',
    temp: '-40 to 75 °C',
    lead: '16 Gigabit ports and four SFP slots in a fanless 1U chassis',
  },
  704: {
    speed: '10 Gigabit',
    conn: ['SFP'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '2 x 100-240 VAC hot-swap',
    temp: '-40 to 75 °C',
    lead: '12 10G SFP+ slots to aggregate rings of access switches',
  },
  705: {
    speed: 'Gigabit',
    conn: ['SFP', 'Fiber'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '2 x 100-240 VAC / 110-220 VDC hot-swap',
    temp: '-40 to 75 °C',
    lead: '24 Gigabit SFP slots for all-fibre backbones',
  },
  901: {
    speed: 'Fast Ethernet',
    conn: ['M12'],
    mgmt: 'Managed',
    inst: 'Wall mount',
    power: '24-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: 'eight D-coded M12 ports certified to EN 50155 for rolling stock',
  },
  902: {
    speed: 'Fast Ethernet',
    conn: ['M12'],
    mgmt: 'Managed',
    inst: 'Wall mount',
    power: '24-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: '16 M12 ports with two bypass relay pairs that keep the train line alive when power fails',
  },
  903: {
    speed: 'Gigabit',
    conn: ['M12'],
    mgmt: 'Managed',
    inst: 'Wall mount',
    poe: true,
    power: '24-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: 'eight PoE ports for saloon cameras and two X-coded Gigabit M12 uplinks',
  },
  904: {
    speed: 'Gigabit',
    conn: ['M12'],
    mgmt: 'Managed',
    inst: 'Rackmount',
    power: '72-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: '24 X-coded Gigabit M12 ports in a 19-inch chassis for the train backbone',
  },
  1001: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '12-48 VDC',
    temp: '-40 to 75 °C',
    serial: 1,
    lead: 'one software-selectable RS-232/422/485 port with 2 kV isolation',
  },
  1002: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    serial: 4,
    lead: 'four serial ports on DB9 male connectors and two switched Ethernet ports',
  },
  1003: {
    conn: ['RJ45'],
    inst: 'Rackmount',
    power: '100-240 VAC / 110-220 VDC',
    temp: '-40 to 75 °C',
    serial: 16,
    lead: '16 serial ports on RJ45 in a 1U chassis for control rooms',
  },
  1004: {
    conn: ['Fiber'],
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    serial: 8,
    lead: 'eight serial ports and two multimode fibre ports with ring redundancy',
  },
  1101: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '12-48 VDC',
    temp: '-40 to 75 °C',
    serial: 1,
    lead: 'Modbus RTU/ASCII masters and slaves published to Modbus TCP clients',
  },
  1102: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'a PROFINET IO device on one side and a Modbus TCP client or server on the other',
  },
  1103: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '24-110 VDC',
    temp: '-40 to 75 °C',
    serial: 2,
    lead: 'IEC 61850 MMS and GOOSE translated to IEC 60870-5-104 for the control centre',
  },
  1104: {
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '12-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'an EtherNet/IP adapter and a PROFINET IO device in one box',
  },
  1201: {
    speed: 'Fast Ethernet',
    conn: ['RJ45', 'Fiber'],
    inst: 'DIN-rail',
    power: '12-48 VDC',
    temp: '-40 to 75 °C',
    lead: 'a 10/100 copper port converted to 100BASE-FX on SC or ST',
  },
  1202: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    inst: 'DIN-rail',
    power: '12-48 VDC',
    temp: '-40 to 75 °C',
    lead: 'a Gigabit copper port converted to any 1000BASE SFP',
  },
  1203: {
    speed: 'Gigabit',
    conn: ['RJ45', 'SFP'],
    inst: 'DIN-rail',
    poe: true,
    power: '48-57 VDC',
    temp: '-40 to 75 °C',
    lead: 'a 30 W PoE+ output that powers a camera at the far end of a fibre',
  },
  1204: {
    speed: '10 Gigabit',
    conn: ['RJ45', 'SFP'],
    inst: 'DIN-rail',
    power: '12-48 VDC',
    temp: '-40 to 70 °C',
    lead: 'a 10GBASE-T copper port converted to a 10G SFP+',
  },
  1301: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: 'PoE (802.3at) or 12-48 VDC',
    temp: '-40 to 70 °C',
    lead: 'two 2x2 MIMO radios for 2.4 and 5 GHz with up to 2.4 Gbps',
  },
  1302: {
    speed: 'Gigabit',
    conn: ['M12'],
    inst: 'Wall mount',
    power: '24-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: 'M12 X-coded Ethernet and QMA antenna connectors for vehicles',
  },
  1303: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: 'PoE (802.3at)',
    temp: '-40 to 70 °C',
    lead: 'an IP67 die-cast housing for yards, docks and open-pit mines',
  },
  1304: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'Wall mount',
    poe: true,
    power: '48-57 VDC',
    temp: '-40 to 70 °C',
    lead: 'two PoE output ports that power the cameras it connects',
  },
  1501: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '9-48 VDC',
    temp: '-40 to 75 °C',
    lead: '5G SA/NSA with fallback to LTE and four Gigabit ports',
  },
  1502: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '9-48 VDC',
    temp: '-40 to 75 °C',
    lead: 'two SIM cards on one LTE Cat 4 module, switching on signal loss or data limit',
  },
  1503: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: '9-36 VDC',
    temp: '-30 to 70 °C',
    lead: 'one LTE Cat 1 radio and two Ethernet ports in a compact housing',
  },
  1504: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'DIN-rail',
    power: '9-48 VDC redundant',
    temp: '-40 to 75 °C',
    lead: 'dual 5G modules for bonded or failover links and an isolated RS-485 port',
  },
  1601: {
    speed: 'Fast Ethernet',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: 'Passive PoE 24 V',
    temp: '-40 to 70 °C',
    lead: 'a 23 dBi integrated dish antenna reaching 15 km line of sight',
  },
  1602: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: 'PoE (802.3at)',
    temp: '-40 to 60 °C',
    lead: 'a 60 GHz link with 1.8 Gbps full duplex up to 500 m',
  },
  1603: {
    speed: 'Gigabit',
    conn: ['M12'],
    inst: 'Wall mount',
    power: '24-110 VDC',
    temp: '-40 to 70 °C (OT4)',
    lead: 'roaming between trackside stations in under 30 ms at 350 km/h',
  },
  1604: {
    speed: 'Gigabit',
    conn: ['RJ45'],
    inst: 'Wall mount',
    power: 'PoE (802.3at)',
    temp: '-40 to 70 °C',
    lead: 'a 90-degree sector antenna serving up to 64 subscriber stations',
  },
};

const MEDIA = (id, n) => `/media/catalog/product-${id}-${n}.svg`;

function table(rows, head) {
  const headHtml = head ? `<thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead>` : '';
  return `<table>${headHtml}<tbody>${rows.map((row) => `<tr>${row.map((cell, index) => (index === 0 && !head ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`).join('')}</tbody></table>`;
}

function specTable(groups) {
  return groups.map(([title, rows]) => `<h3>${title}</h3>${table(rows)}`).join('');
}

/** The text a datasheet cell's HTML shows: the few entities the tables use, decoded. */
function cellText(html) {
  return html
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The same groups as data beside the HTML (`specs: [{ section, rows: [[field, value]] }]`): the product comparison
 * lines products up by (section, field), exactly as their datasheets name them.
 */
function specsOf(groups) {
  return groups.map(([section, rows]) => ({ section, rows: rows.map(([field, value]) => [field, cellText(value)]) }));
}

function list(items) {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** A product's ordering table: each model (variant) and what it is. */
function orderingTable(rows) {
  return table(rows, ['Model', 'Description']);
}

/** The same variants as data, for the parts-list check: each orderable part number of the product. */
function orderingModels(rows) {
  return rows.map(([model, description]) => ({ model, description }));
}

/** A product's ordering table and its part numbers, from the same rows. */
function orderingOf(rows) {
  return { ordering: orderingTable(rows), orderingModels: orderingModels(rows) };
}

/** Summary HTML: non-breaking spaces sit between the value and its unit, as a datasheet editor types them. */
function summaryHtml(points) {
  return `<ul>${points.map((point) => `<li>${point.replace(/(\d) (VDC|VAC|W|km|m|ms|Gbps|Mbps|°C|kV|GHz|dBi)\b/g, '$1&nbsp;$2')}</li>`).join('')}</ul>`;
}

/** The SFP modules a switch's slots take: none without slots, 1G modules in SFP slots, 10G and 1G in SFP+ slots. */
function opticsFor(slots) {
  if (slots === '100/1000BASE-X SFP')
    return [
      ['FL-SFP-1G-SX', '1.25G multimode SFP, 850 nm, 550 m, LC'],
      ['FL-SFP-1G-LX20', '1.25G single-mode SFP, 1310 nm, 20 km, LC'],
    ];
  if (slots === '1/10G SFP+')
    return [
      ['FL-SFP-10G-LR', '10G SFP+ single-mode, 1310 nm, 10 km, LC'],
      ['FL-SFP-1G-LX20', '1.25G single-mode SFP, 1310 nm, 20 km, LC'],
    ];
  return [];
}

/** Output watts and volts of the catalogue's DIN-rail supplies (FL-PWR-RED40, 1903, is a redundancy module, no supply). */
const SUPPLY_RATINGS = { 1904: [60, 12], 1902: [120, 24], 1901: [240, 48], 1903: [960, 24] };

/**
 * The power accessory a switch can use, from its input and its most drawn power (consumption plus PoE budget): the
 * smallest catalogue DIN-rail supply whose output lies in the DC input range and covers the draw, else a 960 W 48 VDC
 * supply for a PoE switch beyond 240 W; a spare module for a hot-swap rack input; nothing for a mains or
 * battery input no supply of ours fits (88-300 VDC substation rails, 72-110 VDC train batteries).
 */
function powerFor(input, draw) {
  if (/hot-swap/.test(input)) {
    if (/VDC/.test(input)) return [['FL-PSU-150HS', 'Spare 150 W hot-swap power module, 100-240 VAC / 110-220 VDC input']];
    return draw > 150
      ? [['FL-PSU-1100AC', 'Spare 1100 W hot-swap power module, 100-240 VAC input']]
      : [['FL-PSU-150AC', 'Spare 150 W hot-swap power module, 100-240 VAC input']];
  }
  const range = /(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? VDC/.exec(input);
  if (!range) return [];
  const [min, max] = [Number(range[1]), Number(range[2] ?? range[1])];
  const fitting = [...models, ...ADDED]
    .filter((model) => model.subCategoryId === 19 && model.id !== 1903)
    .map((model) => ({ model, watts: SUPPLY_RATINGS[model.id][0], volts: SUPPLY_RATINGS[model.id][1] }))
    .filter(({ watts, volts }) => volts >= min && volts <= max && watts >= draw)
    .sort((a, b) => a.watts - b.watts);
  if (fitting[0]) return [[fitting[0].model.name, `${fitting[0].watts} W ${fitting[0].volts} VDC DIN-rail power supply`]];
  if (min <= 48 && 48 <= max && draw <= 960) return [['FL-PWR-960W48', '960 W 48 VDC DIN-rail power supply']];
  return [];
}

const SWITCH_SERIES = {
  5: 'managed DIN-rail switch',
  6: 'unmanaged DIN-rail switch',
  22: 'industrial PoE switch',
  7: 'Layer 3 rackmount switch',
  9: 'EN 50155 railway switch',
};

function switchProduct(model, f) {
  const managed = f.mgmt === 'Managed';
  const layer3 = model.subCategoryId === 7;
  const rail = model.subCategoryId === 9;
  const fibre =
    { 502: 2, 503: 4, 507: 4, 509: 2, 504: 2, 505: 4, 604: 1, 2201: 2, 2202: 4, 2204: 4, 701: 4, 702: 4, 703: 4, 704: 12, 705: 24 }[model.id] ?? 0;
  const copper = model.ports - fibre;
  const poeBudget = f.poe ? { 2201: 240, 2202: 720, 2203: 120, 2204: 720, 2205: 240, 903: 120 }[model.id] : 0;
  // The copper ports that source PoE: all of them but on the two with uplinks (FL-TS9010-PoE's two M12 uplinks, FL-PU2005P's one).
  const poePorts = f.poe ? ({ 903: 8, 2203: 4 }[model.id] ?? copper) : 0;
  // 802.3bt (Type 3 and 4) gives up to 90 W a port; 802.3at up to 30 W.
  const poeBt = model.id === 2202 || model.id === 2204;
  const poePerPort = poeBt ? 90 : 30;
  const consumption = f.poe ? Math.round(model.ports * 1.1 + 8) : Math.round(model.ports * 0.6 + 4);
  const fibreKind =
    f.speed === '10 Gigabit' ? '1/10G SFP+' : f.conn.includes('Fiber') && !f.conn.includes('SFP') ? '100BASE-FX, SC' : '100/1000BASE-X SFP';
  // Non-blocking: every port at full speed in both directions.
  const portGbps = (speed) => ({ 'Fast Ethernet': 0.1, Gigabit: 1, '10 Gigabit': 10 })[speed];
  const switchingGbps =
    2 *
    (copper * (f.speed === 'Fast Ethernet' ? 0.1 : 1) +
      fibre * portGbps(fibreKind === '1/10G SFP+' ? '10 Gigabit' : fibreKind === '100BASE-FX, SC' ? 'Fast Ethernet' : 'Gigabit'));
  const highlights = [
    `${model.ports} ports: ${f.lead}`,
    managed
      ? `${rail ? 'ERPS ring' : 'FL-Ring'} recovery under 20 ms, RSTP/MSTP, IEEE 802.1Q VLAN, IGMP snooping and QoS`
      : 'Plug and play: auto-negotiation, auto MDI/MDI-X, broadcast storm protection',
    f.poe
      ? `PoE budget ${poeBudget} W with per-port scheduling and a link watchdog that power-cycles frozen devices`
      : `Input ${f.power}, reverse polarity protection`,
    `Operating temperature ${f.temp}, IP40 metal housing, fanless`,
  ];
  const features = [
    managed ? 'Web, CLI (SSH), SNMP v1/v2c/v3 and FerroView NMS management' : 'No configuration: the switch forwards as soon as it is powered',
    managed
      ? 'IEEE 802.1X, port security, RADIUS/TACACS+ and HTTPS with a role-based user model'
      : 'DIP switches for port-break alarm and broadcast storm filtering',
    layer3 ? 'Static routes, RIP v1/v2, OSPF v2 and VRRP for redundant gateways' : 'Relay output for power and port failure alarms',
    rail
      ? 'EN 50155, EN 50121-4 and EN 45545-2 fire protection, shock and vibration to IEC 61373 Category 1B'
      : 'EMC to IEC 61000-6-2 for heavy industry and IEC 61850-3 for substations',
    f.poe
      ? 'IEEE 802.3af/at' + (poeBt ? '/bt (Type 3 and 4)' : '') + ' power sourcing with per-port priority'
      : 'Jumbo frames up to 9.6 KB and 802.3x flow control',
  ];
  const introduce =
    `<h3>Overview</h3><p>The ${model.name} is ${/^[aeiouAEIOU]/.test(SWITCH_SERIES[model.subCategoryId]) ? 'an' : 'a'} ${SWITCH_SERIES[model.subCategoryId]} with ${f.lead}. ` +
    `It is built for cabinets and enclosures where air is hot, dusty and electrically noisy: the ${f.inst === 'Rackmount' ? '19-inch 1U' : 'IP40 aluminium'} housing needs no fan, ` +
    `the power input accepts ${f.power}, and every port is protected against 6 kV surge.</p>` +
    `<p>${managed ? 'Engineers configure it in minutes from the web interface or push one template to a whole plant with FerroConfig; ' : 'There is nothing to configure: '}` +
    `${managed ? 'ring redundancy, VLANs and multicast filtering keep control traffic deterministic even when a cable is cut.' : 'connect the devices, apply power and the switch learns every address by itself.'}</p>` +
    `<h3>Key features</h3>${list(features)}`;
  const specGroups = [
    [
      'Interface',
      [
        ...(copper > 0
          ? [
              [
                'Copper ports',
                `${copper} x 10/100${f.speed === 'Fast Ethernet' ? '' : '/1000'}BASE-T(X)${f.conn.includes('M12') ? ', M12 ' + (f.speed === 'Gigabit' ? 'X-coded' : 'D-coded') : ', RJ45'}${f.poe ? (poePorts === copper ? ', PoE' : `, PoE on ports 1-${poePorts}`) : ''}`,
              ],
            ]
          : []),
        ...(f.conn.includes('SFP') || f.conn.includes('Fiber') ? [['Fibre ports', `${fibre} x ${fibreKind}`]] : []),
        ['Console', managed ? 'RJ45 RS-232, 115200 bps' : 'None'],
        ['Alarm', '1 relay output, 1 A at 24 VDC'],
      ],
    ],
    [
      'Switching',
      [
        ['Switching capacity', `${f.speed === 'Fast Ethernet' ? switchingGbps.toFixed(1) : Math.round(switchingGbps)} Gbps`],
        ['MAC table', managed ? '16K entries' : '8K entries'],
        ['Packet buffer', f.speed === 'Fast Ethernet' ? '1 Mbit' : '4 Mbit'],
        [
          'Standards',
          `IEEE 802.3, 802.3u${f.speed !== 'Fast Ethernet' ? ', 802.3ab, 802.3z' : ''}${managed ? ', 802.1D/w/s, 802.1Q, 802.1p, 802.1X, 802.3ad' : ''}${f.poe ? `, 802.3af/at${poeBt ? '/bt' : ''}` : ''}`,
        ],
      ],
    ],
    [
      'Power',
      [
        ['Input voltage', f.power],
        ['Power consumption', f.poe ? `${consumption} W without PoE load` : `${consumption} W maximum`],
        ...(f.poe ? [['PoE budget', `${poeBudget} W, up to ${poePerPort} W per port`]] : []),
        ['Protection', 'Reverse polarity, overload, 6 kV surge on ports'],
      ],
    ],
    [
      'Mechanical and environment',
      [
        ['Housing', f.inst === 'Rackmount' ? '19-inch 1U steel, IP30' : 'Aluminium, IP40'],
        ['Installation', f.inst],
        ['Operating temperature', f.temp],
        ['Humidity', '5 to 95 % non-condensing'],
        ['MTBF', `${rail ? 520000 : 410000 + model.id * 13} hours (Telcordia SR-332)`],
        ['Certifications', rail ? 'EN 50155, EN 50121-4, EN 45545-2, CE, FCC' : 'CE, FCC, UL 61010-2-201, IEC 61000-6-2'],
      ],
    ],
  ];
  const specifications = specTable(specGroups);
  const variants = f.temp.startsWith('-40')
    ? [
        [model.name, `${model.shortName}, ${f.temp}`],
        [`${model.name}-T`, `${model.shortName}, conformal-coated PCB, ${f.temp}`],
      ]
    : [[model.name, `${model.shortName}, ${f.temp}`]];
  const ordering =
    orderingTable(variants) +
    `<h3>Optional accessories</h3>` +
    table(
      [
        ...opticsFor(f.conn.includes('SFP') ? fibreKind : undefined),
        [f.inst === 'Rackmount' ? 'FL-RK-1U' : 'FL-WM-46', f.inst === 'Rackmount' ? 'Spare 19-inch rack ears' : 'Wall-mount plate'],
        ...powerFor(f.power, consumption + poeBudget),
      ],
      ['Accessory', 'Description'],
    );
  return {
    ul: rail ? 'EN 50155' : 'UL 61010-2-201',
    highlights,
    introduce,
    specifications,
    ordering,
    specs: specsOf(specGroups),
    orderingModels: orderingModels(variants),
  };
}

function connectivityProduct(model, f) {
  const sub = model.subCategoryId;
  const kind = { 10: 'serial device server', 11: 'protocol gateway', 12: 'industrial media converter' }[sub];
  const highlights = [
    `${model.shortName}: ${f.lead}`,
    sub === 10
      ? 'Real COM, TCP server, TCP client, UDP and RFC 2217 operation modes'
      : sub === 11
        ? 'Configured from a browser in minutes, with live protocol diagnostics'
        : 'Link fault pass-through so the switches at both ends see a cut fibre',
    `Input ${f.power}, ${f.temp} operation`,
  ];
  const features =
    sub === 10
      ? [
          'Up to 921.6 kbps per port with 2 kV magnetic isolation',
          'Real COM drivers for Windows and Linux',
          'Up to 8 simultaneous TCP connections per port',
          'SNMP, Syslog and e-mail alarms',
        ]
      : sub === 11
        ? [
            'Up to 128 Modbus slaves or 1440 bytes of cyclic IO data',
            'Protocol analyser and traffic log in the web interface',
            'Configuration export and import for serial production',
            'Watchdog and relay output for communication loss',
          ]
        : [
            'Auto negotiation and auto MDI/MDI-X on the copper side',
            'DIP switch for link fault pass-through and speed',
            'Status LEDs for power, link and fibre activity',
            'Zero latency store-and-forward conversion',
          ];
  const introduce = `<h3>Overview</h3><p>The ${model.name} is an industrial ${kind} with ${f.lead}. It closes the gap between field equipment and the plant Ethernet without changing the devices or the software on either side.</p><h3>Key features</h3>${list(features)}`;
  const specGroups = [
    [
      'Interface',
      [
        [
          'Ethernet',
          f.conn.includes('Fiber')
            ? '2 x 100BASE-FX multimode, SC'
            : `${sub === 12 ? 1 : 2} x 10/100${f.speed === 'Fast Ethernet' ? '' : '/1000'}BASE-T(X), RJ45`,
        ],
        ...(f.serial ? [['Serial', `${f.serial} x RS-232/422/485, software selectable`]] : []),
        ...(sub === 12
          ? [['Fibre', f.conn.includes('SFP') ? `1 x ${f.speed === '10 Gigabit' ? '10G SFP+' : '1000BASE-X SFP'}` : '1 x 100BASE-FX, SC or ST']]
          : []),
      ],
    ],
    [
      'Power',
      [
        ['Input voltage', f.power],
        ['Power consumption', `${f.poe ? 36 : 4.2} W maximum`],
      ],
    ],
    [
      'Mechanical and environment',
      [
        ['Installation', f.inst],
        ['Operating temperature', f.temp],
        ['Certifications', 'CE, FCC, UL 61010-2-201'],
      ],
    ],
  ];
  const specifications = specTable(specGroups);
  const variants = [
    [model.name, model.shortName],
    [`${model.name}-T`, `${model.shortName}, extended temperature, conformal coating`],
  ];
  const ordering = orderingTable(variants);
  return {
    ul: 'UL 61010-2-201',
    highlights,
    introduce,
    specifications,
    ordering,
    specs: specsOf(specGroups),
    orderingModels: orderingModels(variants),
  };
}

/**
 * The IEEE amendments a radio runs, from its generation and bands: 802.11b/g exist only at 2.4 GHz, 802.11ax is
 * Wi-Fi 6 and 802.11ac Wi-Fi 5, so a Wi-Fi 5 bridge on 5 GHz alone lists neither b/g nor ax.
 */
function wifiStandards({ wifi, bands }) {
  if (/802\.11ad/.test(wifi)) return 'IEEE 802.11ad (WiGig)';
  const amendments = ['a', ...(bands.includes('2.4 GHz') ? ['b', 'g'] : []), 'n', 'ac', ...(/802\.11ax/.test(wifi) ? ['ax'] : [])];
  return `IEEE 802.11${amendments.join('/')} (${wifi.replace(/ \(.*\)$/, '')})`;
}

function wirelessProduct(model, f) {
  const sub = model.subCategoryId;
  const kind = { 13: 'industrial Wi-Fi access point', 15: 'industrial cellular router', 16: 'wireless bridge' }[sub];
  const highlights = [
    `${model.shortName}: ${f.lead}`,
    sub === 15 ? 'IPsec, OpenVPN and WireGuard VPN with a stateful firewall' : 'WPA3-Enterprise, 802.11r/k/v fast roaming and rogue AP detection',
    `Power ${f.power}, ${f.temp} operation`,
  ];
  const radio =
    sub === 15
      ? [
          ['Cellular', model.name.includes('5G') ? '5G NR SA/NSA, LTE Cat 20 fallback' : 'LTE Cat 4 / Cat 1, 3G fallback'],
          ['SIM', model.name.includes('CR4G05') ? '1 x nano SIM' : '2 x nano SIM, failover'],
          ['Antenna', '4 x SMA female'],
        ]
      : [
          ['Standard', wifiStandards(wirelessRadio(model.id))],
          ['Frequency bands', wirelessRadio(model.id).bands.join(', ')],
          ['Data rate', model.id === 1601 ? 'Up to 300 Mbps' : /Wi-Fi 5/.test(wirelessRadio(model.id).wifi) ? 'Up to 1.2 Gbps' : 'Up to 2.4 Gbps'],
          ['Antenna', model.id === 1601 ? 'Integrated 23 dBi dish' : model.id === 1302 ? '4 x QMA female' : '4 x N-type female'],
        ];
  const introduce = `<h3>Overview</h3><p>The ${model.name} is an ${kind} with ${f.lead}. It carries control, video and voice traffic where cables cannot go: cranes, AGVs, trains and remote pumping stations.</p><h3>Key features</h3>${list(['Managed from the web, SNMP or FerroView NMS', 'Dual firmware images with automatic rollback', 'Event log, Syslog and SNMP traps', 'Hardened against vibration and salt mist'])}`;
  const specGroups = [
    ['Radio', radio],
    [
      'Ethernet',
      [
        [
          'Ports',
          `${model.ports} x 10/100${f.speed === 'Fast Ethernet' ? '' : '/1000'}BASE-T(X), ${f.conn.includes('M12') ? 'M12 X-coded' : 'RJ45'}`,
        ],
      ],
    ],
    [
      'Power and environment',
      [
        ['Input', f.power],
        ['Installation', f.inst],
        ['Operating temperature', f.temp],
        ['Certifications', f.temp.includes('OT4') ? 'EN 50155, EN 50121-4, CE, FCC' : 'CE, FCC, RED'],
      ],
    ],
  ];
  const specifications = specTable(specGroups);
  const variants = [
    [`${model.name}-EU`, `${model.shortName}, ETSI channel plan`],
    [`${model.name}-US`, `${model.shortName}, FCC channel plan`],
  ];
  const ordering = orderingTable(variants);
  return {
    ul: f.temp.includes('OT4') ? 'EN 50155' : 'RED',
    highlights,
    introduce,
    specifications,
    ordering,
    specs: specsOf(specGroups),
    orderingModels: orderingModels(variants),
  };
}

// Family 4: software (tabs Description, Ordering Information), optics and antennas (Introduce, Installation Requirement, Ordering),
// power supplies (Introduce, OutputCapability, DeratingCurve, Ordering).
const SOFTWARE = {
  1701: [
    'Discovers every Ferrolink and SNMP device, draws the topology and alarms on ring breaks, PoE faults and port errors.',
    'Up to 5000 nodes per server',
    'FL-NMS-250, FL-NMS-1000, FL-NMS-5000',
  ],
  1702: [
    'Free tool that finds Ferrolink devices on a subnet, shows their firmware and IP settings and watches their status.',
    'Up to 100 nodes',
    'FL-VIEW-LITE (free download)',
  ],
  1703: [
    'Changes IP settings, pushes configuration templates and upgrades firmware on hundreds of devices in one job, with a report of each.',
    'Up to 1000 devices per job',
    'FL-CFG-STD, FL-CFG-ENT',
  ],
  1704: [
    'Watches FL-Ring, ERPS, PRP and HSR networks, measures recovery times and records every topology change with a time stamp.',
    'Up to 200 rings',
    'FL-RED-MON-50, FL-RED-MON-200',
  ],
};

function accessoryProduct(model) {
  const sub = model.subCategoryId;
  const fcv2 = model.frontCategoryValue2;
  const base = { ul: '' };
  if (fcv2 === 1) {
    const [what, scale, skus] = SOFTWARE[model.id];
    const specGroups = [
      [
        'System requirements',
        [
          ['Server', 'Windows Server 2019/2022 or Ubuntu 22.04 LTS, 4 cores, 8 GB RAM'],
          ['Database', 'Embedded PostgreSQL 15'],
          ['Client', 'Any current browser'],
          ['Scale', scale],
        ],
      ],
    ];
    const description = `<h3>What it does</h3><p>${model.name}: ${what}</p>${specTable(specGroups)}<h3>Functions</h3>${list(['Topology discovery over LLDP and SNMP', 'Alarm rules with e-mail, SMS and Syslog notification', 'Configuration backup and compare', 'Role-based access with audit trail'])}`;
    return {
      ...base,
      highlights: [what, scale],
      description,
      specs: specsOf(specGroups),
      ...orderingOf(skus.split(', ').map((sku) => [sku, `${model.name} licence${sku.match(/\d+$/) ? `, ${sku.match(/\d+$/)[0]} nodes` : ''}`])),
    };
  }
  if (fcv2 === 2) {
    const optics = sub === 18;
    const specGroups = [
      [
        'Characteristics',
        optics
          ? [
              ['Data rate', model.name.includes('10G') ? '10.3125 Gbps' : model.name.includes('FE') ? '155 Mbps' : '1.25 Gbps'],
              ['Wavelength', model.name.includes('SX') ? '850 nm' : model.name.includes('BX') ? '1310/1550 nm BiDi' : '1310 nm'],
              ['Connector', model.name.includes('BX') ? 'Simplex LC' : 'Duplex LC'],
              ['Operating temperature', '-40 to 85 °C'],
            ]
          : [
              ['Connector', model.name.includes('CBL') ? 'M12 X-coded male to RJ45' : 'N-type female'],
              ['Ingress protection', 'IP67'],
              ['Operating temperature', '-40 to 85 °C'],
            ],
      ],
    ];
    const introduce = `<h3>Overview</h3><p>The ${model.name} is ${optics ? 'a hot-pluggable transceiver tested in every Ferrolink switch and converter, with digital diagnostics for temperature, voltage, bias current and optical power' : 'an accessory tested with Ferrolink wireless and railway products'}: ${model.shortName}.</p>${specTable(specGroups)}`;
    const installation = `<h3>Installation requirement</h3>${list(
      optics
        ? [
            'Keep the dust caps on until the fibre is connected; clean LC ferrules with a one-click cleaner.',
            'Bend radius of the patch cord at least 30 mm.',
            'Check the receive power in the switch diagnostics: it must lie within the sensitivity range below.',
          ]
        : [
            'Mount the antenna or cable away from metal obstacles at least one wavelength.',
            'Seal outdoor connections with self-amalgamating tape.',
            'Ground the mast and use a lightning arrester on every outdoor cable.',
          ],
    )}${table(
      optics
        ? [
            ['Receive sensitivity', '-18 dBm'],
            ['Transmit power', '-9 to -3 dBm'],
            ['Maximum distance', model.shortName.split(', ').pop()],
          ]
        : [
            ['Mounting', 'Pole 30-60 mm or wall'],
            ['Torque', '1.5 Nm on connectors'],
            ['Cable', 'LMR-400 or better above 5 m'],
          ],
    )}`;
    return {
      ...base,
      ul: optics ? 'Class 1 laser' : '',
      highlights: [model.shortName, optics ? 'Digital diagnostics (SFF-8472), -40 to 85 °C' : 'IP67, -40 to 85 °C'],
      introduce,
      installation,
      specs: specsOf(specGroups),
      ...orderingOf([[model.name, model.shortName]]),
    };
  }
  // Power supplies.
  const [watts, volts] = SUPPLY_RATINGS[model.id];
  const amps = model.id === 1903 ? 40 : +(watts / volts).toFixed(1);
  const introduce = `<h3>Overview</h3><p>The ${model.name} is ${model.id === 1903 ? 'a redundancy module that decouples two power supplies with MOSFETs, so either one can fail without a dip on the load' : `a ${watts} W DIN-rail power supply with ${volts} VDC output, 150 % peak power for 4 s and a DC OK relay`}. It fits the same cabinets as our switches: -40 to 70 °C, convection cooled.</p>`;
  const outputRows = [
    ['Output voltage', `${volts} VDC, adjustable ${volts - 2}-${volts + 4} V`],
    ['Continuous current', `${amps} A`],
    ['Peak current (4 s)', `${+(amps * 1.5).toFixed(1)} A`],
    ['Efficiency', '94 % at 230 VAC'],
    ['Ripple and noise', '&lt; 50 mVpp'],
  ];
  const output = `<h3>Output capability</h3>${table(outputRows, ['Parameter', 'Value'])}`;
  const derating = `<h3>Derating curve</h3><p>Full power up to 60 °C ambient; above that, derate linearly by 2.5 % per °C to 75 % at 70 °C. Vertical mounting with 25 mm free space above and below.</p>${table(
    [
      ['-40 to 60 °C', '100 %', `${watts} W`],
      ['65 °C', '87.5 %', `${Math.round(watts * 0.875)} W`],
      ['70 °C', '75 %', `${Math.round(watts * 0.75)} W`],
    ],
    ['Ambient temperature', 'Load', 'Output power'],
  )}`;
  return {
    ...base,
    ul: 'UL 61010-2-201',
    highlights: [model.shortName, `Output ${volts} VDC, -40 to 70 °C`, 'DC OK relay and LED'],
    introduce,
    output,
    derating,
    specs: specsOf([['Output capability', outputRows]]),
    ...orderingOf([[model.name, model.shortName]]),
  };
}

const products = [...models, ...ADDED].map((model, index) => {
  const facts = FACTS[model.id];
  const content =
    model.familyId === 1
      ? switchProduct(model, facts)
      : model.familyId === 2
        ? connectivityProduct(model, facts)
        : model.familyId === 3
          ? wirelessProduct(model, facts)
          : accessoryProduct(model);
  const imageCount = model.familyId === 4 ? 2 : 3;
  return {
    id: model.id,
    subCategoryId: model.subCategoryId,
    familyId: model.familyId,
    name: model.name,
    shortName: model.shortName,
    ports: model.ports,
    frontCategoryValue1: model.frontCategoryValue1,
    frontCategoryValue2: model.frontCategoryValue2,
    topRank: TOP[model.id] ?? 0,
    sort: index,
    productUl: content.ul ?? '',
    tags: filterValues(model, facts),
    images: Array.from({ length: imageCount }, (_, n) => MEDIA(model.id, n + 1)),
    summary: summaryHtml(content.highlights),
    introduce: content.introduce ?? '',
    specifications: content.specifications ?? '',
    description: content.description ?? '',
    installationRequirement: content.installation ?? '',
    outputCapability: content.output ?? '',
    deratingCurve: content.derating ?? '',
    orderingInformation: content.ordering,
    orderingModels: content.orderingModels,
    lifecycle: LIFECYCLE[model.id] ?? ACTIVE,
    specs: content.specs,
  };
});

// A part number names one product: the parts-list check answers a line with the product whose ordering table lists it.
const partNumberOwner = new Map();
for (const product of products) {
  for (const { model } of product.orderingModels) {
    const owner = partNumberOwner.get(model);
    if (owner !== undefined && owner !== product.id) throw new Error(`Part number ${model} is ordered as product ${owner} and as ${product.id}`);
    partNumberOwner.set(model, product.id);
  }
}

// A product that contradicts its own specifications (a standard its PoE needs, an accessory it cannot use) is not written.
const contradictions = productContradictions(products);
if (contradictions.length > 0) {
  console.error(
    `products.json not written: ${contradictions.length} contradiction(s)\n${contradictions.map((problem) => `- ${problem}`).join('\n')}`,
  );
  process.exit(1);
}

fs.writeFileSync(
  path.join(contentDir, 'products.json'),
  `${JSON.stringify({ _about: 'Generated by api/scripts/make-catalog-content.mjs from models.json and its facts; edit the script, not this file.', products }, null, 1)}\n`,
);
console.log(`wrote ${products.length} products`);

// The filter groups of each family with the options its products carry (see catalog-filters.mjs). One group a line,
// so a change to the filters reads as a change to the lines of the groups it touches.
const groups = tagGroups(products);
fs.writeFileSync(
  path.join(contentDir, 'tags.json'),
  `{\n "_about": ${JSON.stringify(
    'Generated by api/scripts/make-catalog-content.mjs (the groups are in catalog-filters.mjs); edit the scripts, not this file. ' +
      "Filter groups of the Product Center, each of one family (products.familyId). kind: select (first option 'All'), connections (mutually exclusive checkboxes), toggle (POE), range (ports slider, matched on products.ports). " +
      "Item ids = tag id * 100 + n. The key names the field of a product's tags the group reads.",
  )},\n "tags": [\n${groups.map((group) => `  ${JSON.stringify(group)}`).join(',\n')}\n ]\n}\n`,
);
console.log(`wrote ${groups.length} filter groups`);
