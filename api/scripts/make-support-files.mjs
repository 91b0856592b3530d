// Makes the support section's files from api/content/support/support.json:
//  - one PDF per document (pdfkit) into api/content/files/support/ (private: served only through signed links),
//  - one short H.264 MP4 and a JPEG poster per video (ffmpeg) into api/content/media/support/ (public),
//  - api/content/support/files.json, the manifest (file names and sizes) the seeder reads.
// Run: node api/scripts/make-support-files.mjs [--pdf-only|--video-only]. Outputs are committed, so start-up needs neither pdfkit nor ffmpeg.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const pdfDir = path.join(contentDir, 'files', 'support');
const mediaDir = path.join(contentDir, 'media', 'support');
const support = JSON.parse(fs.readFileSync(path.join(contentDir, 'support', 'support.json'), 'utf8'));
const { models } = JSON.parse(fs.readFileSync(path.join(contentDir, 'catalog', 'models.json'), 'utf8'));
const modelById = new Map(models.map((model) => [model.id, model]));
const typeById = new Map(support.documentTypes.map((type) => [type.id, type]));
const manifestPath = path.join(contentDir, 'support', 'files.json');
const previous = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : { documents: {}, videos: {} };

const only = process.argv[2];
const BLUE = '#0a5cad';
const INK = '#1d2733';
const MUTED = '#5b6b7c';

/** File names from titles: lower-case words joined by hyphens. */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

// ---------- product facts used by the document templates ----------

function specsFor(model) {
  const sub = model.subCategoryId;
  const base = [
    ['Model', model.name],
    ['Description', model.shortName],
  ];
  if (model.familyId === 1) {
    const poe = sub === 22 || model.name.includes('PoE');
    const rail = sub === 9;
    return [
      ...base,
      ['Ports', `${model.ports} (see ordering table for the mix of copper and fibre)`],
      ['Standards', 'IEEE 802.3, 802.3u, 802.3ab, 802.3z, 802.1Q, 802.1p, 802.1w, 802.1X'],
      ['Switching capacity', `${(model.ports * 2 * (sub === 7 ? 2.5 : 1)).toFixed(0)} Gbps, non-blocking`],
      ['MAC table', sub === 7 ? '32K entries' : '8K entries'],
      ['Redundancy', sub === 6 ? 'Not managed; loop protection by DIP switch' : 'FL-Ring (< 20 ms), RSTP, MSTP'],
      ['PoE', poe ? (model.name.includes('BT') ? 'IEEE 802.3bt, up to 90 W per port' : 'IEEE 802.3at, up to 30 W per port') : 'None'],
      [
        'Power input',
        rail
          ? '24/36/48/72/110 VDC (16.8 to 137.5 VDC), isolated'
          : poe
            ? '44 to 57 VDC, redundant dual inputs'
            : '12 to 48 VDC, redundant dual inputs',
      ],
      ['Operating temperature', rail ? '-40 to 70 C (EN 50155 OT4)' : '-40 to 75 C'],
      ['Protection', rail ? 'IP54, M12 connectors' : 'IP40 metal housing'],
      ['Installation', sub === 7 ? '19-inch rack, 1U' : 'DIN-rail or wall mounting'],
      ['MTBF', '> 450,000 hours (Telcordia SR-332)'],
    ];
  }
  if (model.familyId === 2) {
    return [
      ...base,
      ['Ethernet', '10/100BASE-T(X) with 1.5 kV magnetic isolation'],
      [
        'Serial / line side',
        sub === 12 ? 'Fibre: SC or SFP slot, multimode or single-mode' : 'RS-232/422/485, 300 bps to 921.6 kbps, 2 kV isolation',
      ],
      ['Protocols', sub === 11 ? 'Modbus RTU/ASCII/TCP, PROFINET IO, IEC 61850, IEC 60870-5-104' : 'TCP server/client, UDP, Real COM, HTTP, SNMP v3'],
      ['Ports', String(model.ports)],
      ['Power input', '12 to 48 VDC, reverse polarity protected'],
      ['Operating temperature', '-40 to 85 C'],
      ['Housing', 'IP30 metal, DIN-rail mounting'],
      ['Certifications', 'CE, FCC, UL 61010-2-201, IEC 61850-3'],
    ];
  }
  if (model.familyId === 3) {
    const cellular = sub === 15;
    return [
      ...base,
      [
        'Radio',
        cellular
          ? model.name.includes('5G')
            ? '5G NR SA/NSA, LTE Cat 20 fallback'
            : 'LTE Cat 4, dual SIM'
          : model.name.includes('6')
            ? 'IEEE 802.11ax 2x2 MIMO, 2.4 and 5 GHz'
            : '5 GHz OFDM',
      ],
      ['Throughput', cellular ? 'Up to 2.1 Gbps downlink' : 'Up to 1.8 Gbps aggregated'],
      ['Ethernet ports', String(model.ports)],
      ['Security', 'WPA3, 802.1X, IPsec, OpenVPN, stateful firewall'],
      ['Power input', '12 to 48 VDC or IEEE 802.3at PoE PD'],
      ['Operating temperature', '-40 to 70 C'],
      ['Protection', model.name.includes('IP67') ? 'IP67' : 'IP30'],
      ['Antenna connectors', cellular ? '4 x SMA (cellular), 1 x SMA (GNSS)' : '2 x N-type female'],
    ];
  }
  const power = sub === 19;
  const optics = sub === 18;
  return [
    ...base,
    ...(power
      ? [
          ['Input', '100 to 240 VAC or 120 to 340 VDC'],
          ['Output', model.name.includes('48') ? '48 VDC, adjustable 48 to 56 V' : '24 VDC, adjustable 24 to 28 V'],
          ['Efficiency', '94% typical at full load'],
          ['Derating', 'Full power to 60 C, 2.5% per C to 70 C'],
        ]
      : optics
        ? [
            ['Wavelength', model.name.includes('SX') ? '850 nm' : '1310 nm'],
            ['Reach', model.shortName.split(',').pop().trim()],
            ['Connector', 'Duplex LC'],
            ['Diagnostics', 'DDM per SFF-8472'],
          ]
        : sub === 17
          ? [
              ['Platform', 'Windows Server 2019 or later, Ubuntu 22.04 LTS'],
              ['Managed devices', 'Up to 5,000 nodes per server'],
              ['Protocols', 'SNMP v1/v2c/v3, LLDP, Syslog, NETCONF'],
              ['Licence', model.name.includes('Lite') ? 'Free, up to 50 nodes' : 'Perpetual, by node count'],
            ]
          : [
              ['Frequency / type', model.name.includes('ANT') ? '617 to 6000 MHz' : 'Cat 6A S/FTP cable'],
              ['Connector', model.name.includes('CBL') ? 'M12 X-coded to RJ45' : 'N-type female'],
              ['Protection', 'IP67, UV-resistant'],
            ]),
    ['Operating temperature', '-40 to 70 C'],
  ];
}

function orderingFor(model) {
  const rows = [[model.name, model.shortName]];
  if (model.familyId <= 3) {
    rows.push([`${model.name}-T`, `${model.shortName}, conformal coating`]);
    if (model.familyId === 1) rows.push([`${model.name}-HV`, `${model.shortName}, 88 to 300 VDC / 85 to 264 VAC power input`]);
  }
  rows.push(['FL-DIN-KIT-02', 'Spare DIN-rail clip and screws']);
  return rows;
}

// ---------- PDF drawing helpers ----------

function header(doc, document, type) {
  doc.rect(0, 0, doc.page.width, 70).fill(BLUE);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(18).text('FERROLINK', 50, 22, { continued: true });
  doc.font('Helvetica').fontSize(10).text('  Industrial Networks', { baseline: 'alphabetic' });
  // The document's type (and number, for an application note), version and the date of that version: the list on the
  // support page shows the same version and date from support.json.
  const kind = document.number ? `${type.en} ${document.number}` : type.en;
  doc.fontSize(9).text(`${kind}  |  ${document.version}  |  ${document.date}`, 50, 48, { width: doc.page.width - 100, align: 'right' });
  doc.fillColor(INK).moveDown(0);
  doc.y = 95;
  doc.x = 50;
}

function footerOnEveryPage(doc, document) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - 40;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Ferrolink Industrial Networks Co., Ltd.  |  www.ferrolink.example  |  ${document.title}`, 50, bottom, { width: 420, lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, 470, bottom, { width: 75, align: 'right', lineBreak: false });
  }
}

function heading(doc, text) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(BLUE).text(text, 50).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
}

function paragraph(doc, text) {
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, 50, undefined, { width: 495, align: 'justify' }).moveDown(0.5);
}

function bullets(doc, items) {
  for (const item of items) doc.font('Helvetica').fontSize(10).fillColor(INK).text(`-  ${item}`, 60, undefined, { width: 480 });
  doc.moveDown(0.5);
}

/** A table with a blue header row; column widths in points (sum 495). Rows break across pages. */
function table(doc, columns, rows) {
  const widths = columns.map((column) => column.width);
  const drawRow = (cells, isHeader) => {
    doc.font(isHeader ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, index) => doc.heightOfString(String(cell), { width: widths[index] - 10 }));
    const height = Math.max(...heights) + 8;
    if (doc.y + height > doc.page.height - 60) {
      doc.addPage();
      doc.y = 60;
    }
    const top = doc.y;
    let x = 50;
    cells.forEach((cell, index) => {
      if (isHeader) doc.rect(x, top, widths[index], height).fill(BLUE);
      else doc.rect(x, top, widths[index], height).lineWidth(0.5).stroke('#c9d3df');
      doc.fillColor(isHeader ? '#ffffff' : INK).text(String(cell), x + 5, top + 4, { width: widths[index] - 10 });
      x += widths[index];
    });
    doc.y = top + height;
  };
  drawRow(
    columns.map((column) => column.label),
    true,
  );
  rows.forEach((row) => drawRow(row, false));
  doc.x = 50;
  doc.moveDown(0.8);
}

// ---------- document bodies by type ----------

const bodies = {
  // Datasheet
  70(doc, document, model) {
    paragraph(
      doc,
      `The ${model.name} is a ${model.shortName.toLowerCase()} designed for cabinets, trackside and outdoor enclosures where temperature, vibration and electrical noise rule out commercial equipment. It is tested to run for years without a fan and is backed by a five-year warranty.`,
    );
    heading(doc, 'Features and benefits');
    bullets(doc, [
      'Fanless metal housing with wide operating temperature',
      'Redundant power inputs with reverse polarity protection',
      'Configuration by web browser, CLI, SNMP v3 or FerroView NMS',
      'Designed and tested in line with IEC 61000-6-2 and IEC 61000-6-4',
    ]);
    heading(doc, 'Specifications');
    table(
      doc,
      [
        { label: 'Item', width: 165 },
        { label: 'Value', width: 330 },
      ],
      specsFor(model),
    );
    heading(doc, 'Ordering information');
    table(
      doc,
      [
        { label: 'Ordering code', width: 165 },
        { label: 'Description', width: 330 },
      ],
      orderingFor(model),
    );
  },
  // User manual
  71(doc, document, model) {
    if (model.subCategoryId === 17) return softwareManual(doc, document, model);
    heading(doc, '1  Safety instructions');
    paragraph(
      doc,
      'Install the device in a restricted-access location by qualified personnel only. Disconnect every power source before wiring. Connect the functional earth screw to the cabinet ground with a cable of at least 2.5 mm2. Do not look into the beam of an optical port.',
    );
    heading(doc, '2  First access');
    paragraph(
      doc,
      `Connect a computer to any Ethernet port of the ${model.name} and set its address to 192.168.1.10/24. Open https://192.168.1.254 in a browser and sign in as admin; you are asked to choose a new password of at least 10 characters on first sign-in. The same settings are reachable over SSH and through the serial console at 115200 bps, 8N1.`,
    );
    table(
      doc,
      [
        { label: 'Setting', width: 200 },
        { label: 'Factory default', width: 295 },
      ],
      [
        ['IP address', '192.168.1.254 / 255.255.255.0'],
        ['User name', 'admin (password set on first sign-in)'],
        ['HTTP / HTTPS', 'HTTP redirects to HTTPS'],
        ['SSH / Telnet', 'SSH on, Telnet off'],
        ['SNMP', 'Off; v3 recommended'],
        ['Time', 'SNTP client off, time zone UTC'],
      ],
    );
    heading(doc, '3  Menu overview');
    table(
      doc,
      [
        { label: 'Menu', width: 140 },
        { label: 'What you configure there', width: 355 },
      ],
      [
        ['System', 'Device name, location, users and roles, time, firmware and configuration files'],
        ['Network', 'Interfaces, VLANs, IP settings, routing or cellular settings depending on the model'],
        ['Redundancy', 'FL-Ring, RSTP/MSTP, link aggregation, SIM or WAN failover'],
        ['Security', 'Port security, 802.1X, RADIUS/TACACS+, firewall, certificates'],
        ['Diagnostics', 'Event log, Syslog, port statistics, cable test, ping and trace route'],
      ],
    );
    heading(doc, '4  Keeping the device healthy');
    paragraph(
      doc,
      'Back up the configuration after every change (System > Configuration > Export). Upgrade firmware from System > Firmware; the device keeps two images and boots the previous one if the new image fails to start three times. Review the event log weekly or forward it to a Syslog server.',
    );
    heading(doc, '5  Troubleshooting');
    table(
      doc,
      [
        { label: 'Symptom', width: 165 },
        { label: 'Likely cause', width: 160 },
        { label: 'What to do', width: 170 },
      ],
      [
        ['PWR LED off', 'No supply or reversed polarity', 'Measure the input; swap V+ and V- if reversed'],
        ['Web page does not open', 'Computer in another subnet', 'Set the computer to 192.168.1.10/24 or use the console port'],
        ['Link LED off on a fibre port', 'SFP type or fibre pair crossed', 'Check the SFP matches the fibre; swap TX and RX'],
        ['Ring alarm after maintenance', 'A ring port was moved', 'Check both ring ports in Redundancy > FL-Ring'],
        ['Forgot the admin password', 'Lost credentials', 'Hold RESET for 10 s during start-up to restore defaults'],
      ],
    );
    heading(doc, '6  Technical specifications');
    table(
      doc,
      [
        { label: 'Item', width: 165 },
        { label: 'Value', width: 330 },
      ],
      specsFor(model),
    );
  },
  // Quick installation guide
  72(doc, document, model) {
    heading(doc, 'Package contents');
    table(
      doc,
      [
        { label: 'Item', width: 380 },
        { label: 'Quantity', width: 115 },
      ],
      [
        [model.name, '1'],
        ['DIN-rail clip (mounted)', '1'],
        ['Terminal block, 6-pin, 5.08 mm', '1'],
        ['Protective caps for unused ports', String(Math.max(model.ports, 1))],
        ['This quick installation guide', '1'],
      ],
    );
    heading(doc, 'Installation steps');
    bullets(doc, [
      'Hook the top of the DIN-rail clip over the 35 mm rail and press the unit down until it clicks.',
      'Keep 20 mm free above and below for convection cooling.',
      'Wire P1 (and P2 for redundancy) to the terminal block: V+ to V+, V- to V-; tighten to 0.5 Nm.',
      'Connect the earth screw to the cabinet ground.',
      'Connect the network cables, then switch on the supply and check the LEDs.',
    ]);
    heading(doc, 'LED indicators');
    table(
      doc,
      [
        { label: 'LED', width: 90 },
        { label: 'State', width: 120 },
        { label: 'Meaning', width: 285 },
      ],
      [
        ['PWR1 / PWR2', 'Green on', 'Power present on that input'],
        ['FAULT', 'Red on', 'A power input or a link configured for alarm is lost'],
        ['LNK/ACT', 'Green on / blinking', 'Link up / traffic'],
        ['SPEED', 'Amber on', 'Port runs at 1000 Mbps'],
      ],
    );
  },
  // Firmware release notes
  73(doc, document, model) {
    paragraph(
      doc,
      `Firmware ${document.version} applies to every hardware revision of the ${model.name}. Read the upgrade notes before you start: configurations made with older versions are converted automatically, but downgrading afterwards resets the device to factory defaults.`,
    );
    heading(doc, 'Version information');
    table(
      doc,
      [
        { label: 'Item', width: 200 },
        { label: 'Value', width: 295 },
      ],
      [
        ['Product', model.name],
        ['Firmware version', document.version],
        ['Release date', document.date],
        ['Image file', `${model.name.toLowerCase()}_${document.version.toLowerCase()}.bin`],
        ['Minimum version for direct upgrade', 'V1.5.0'],
      ],
    );
    heading(doc, 'New features');
    bullets(doc, [
      'Configuration rollback timer: changes are undone unless confirmed within a set time',
      'SNMP v3 with SHA-256 and AES-256',
      'Event log export as CSV from the web interface',
    ]);
    heading(doc, 'Fixed issues');
    table(
      doc,
      [
        { label: 'ID', width: 70 },
        { label: 'Description', width: 425 },
      ],
      [
        ['FW-2291', 'The web interface could time out when more than 500 MAC entries were listed.'],
        ['FW-2310', 'LLDP neighbours were not refreshed after a port speed change.'],
        ['FW-2334', 'A Syslog server given by host name was not resolved after a reboot.'],
        ['FW-2357', 'Ring recovery exceeded 20 ms when a ring port flapped repeatedly.'],
      ],
    );
    heading(doc, 'Upgrade notes');
    paragraph(
      doc,
      'Upgrade during a maintenance window. Back up the configuration first. The upgrade takes about three minutes; do not remove power while the SYS LED blinks. FerroConfig can upgrade many devices in one batch.',
    );
  },
  // Certificate
  74(doc, document, model) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(16).fillColor(BLUE).text('CERTIFICATE OF CONFORMITY', 50, undefined, { width: 495, align: 'center' });
    doc.moveDown(1);
    paragraph(
      doc,
      `Ferrolink Industrial Networks Co., Ltd. declares under its sole responsibility that the product below was tested and found to comply with the standards listed. The test reports are kept by the manufacturer and available to the authorities on request.`,
    );
    table(
      doc,
      [
        { label: 'Field', width: 160 },
        { label: 'Value', width: 335 },
      ],
      [
        ['Product', `${model.name}, ${model.shortName}`],
        ['Manufacturer', 'Ferrolink Industrial Networks Co., Ltd.'],
        ['Certificate number', `FLC-${document.date.slice(0, 4)}-${model.id}`],
        ['Revision', document.version],
        ['Issue date', document.date],
        ['Valid until', `${Number(document.date.slice(0, 4)) + 5}${document.date.slice(4)}`],
      ],
    );
    heading(doc, 'Standards applied');
    table(
      doc,
      [
        { label: 'Standard', width: 160 },
        { label: 'Title', width: 335 },
      ],
      document.title.includes('EN 50155')
        ? [
            ['EN 50155:2021', 'Railway applications - Rolling stock - Electronic equipment'],
            ['EN 50121-3-2:2016', 'Railway applications - EMC - Rolling stock - Apparatus'],
            ['EN 45545-2:2020', 'Fire protection on railway vehicles - Requirements for materials'],
            ['IEC 61373:2010', 'Rolling stock equipment - Shock and vibration tests, category 1 class B'],
          ]
        : document.title.includes('FCC')
          ? [
              ['47 CFR Part 15 Subpart C', 'Intentional radiators, 57 to 71 GHz'],
              ['47 CFR Part 15 Subpart B', 'Unintentional radiators, class A'],
              ['ANSI C63.10-2020', 'Testing unlicensed wireless devices'],
            ]
          : document.title.includes('UL')
            ? [
                ['UL 61010-1, 3rd ed.', 'Safety of electrical equipment for measurement, control and laboratory use'],
                ['UL 61010-2-201, 2nd ed.', 'Particular requirements for control equipment'],
              ]
            : [
                ['EN 55032:2015', 'EMC of multimedia equipment - Emission, class A'],
                ['EN 55035:2017', 'EMC of multimedia equipment - Immunity'],
                ['EN 61000-6-2:2019', 'Immunity for industrial environments'],
                ['EN IEC 63000:2018', 'Technical documentation for RoHS assessment'],
              ],
    );
    doc.moveDown(1.5);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text('Signed for and on behalf of the manufacturer:', 50);
    doc.moveDown(2).text('Dr. Lena Hartmann, Head of Compliance', 50).text(`Shenzhen, ${document.date}`, 50);
  },
  // Application note
  75(doc, document, model) {
    heading(doc, 'The task');
    paragraph(doc, document.summary);
    paragraph(
      doc,
      `This note shows a tested set-up with the ${model.name} (${model.shortName}). Every value below was measured in our lab; adapt the numbers to the size of your site.`,
    );
    heading(doc, 'Set-up');
    table(
      doc,
      [
        { label: 'Parameter', width: 220 },
        { label: 'Value used in the test', width: 275 },
      ],
      [
        ['Device under test', model.name],
        ['Firmware', 'Latest release at the date of this note'],
        ['Topology', 'Ring of 8 switches, one uplink to the control room'],
        ['Traffic', '40 Mbps of video plus 200 polled devices at 500 ms'],
        ['Test duration', '72 hours'],
      ],
    );
    heading(doc, 'Steps');
    bullets(doc, [
      'Give every device a fixed address from a plan kept with the site documentation.',
      'Configure the device as described in its user manual, then export the configuration.',
      'Test failover by removing one link or power input and record the recovery time.',
      'Keep the recorded values as the baseline for later maintenance visits.',
    ]);
    heading(doc, 'Results');
    table(
      doc,
      [
        { label: 'Measurement', width: 250 },
        { label: 'Result', width: 245 },
      ],
      [
        ['Recovery after a link loss', '14 ms average, 19 ms worst case'],
        ['Packets lost during recovery', '0 for polled devices, < 3 video frames'],
        ['CPU load at peak', '23%'],
      ],
    );
  },
  // Selection guide
  76(doc, document) {
    paragraph(
      doc,
      'Use this guide to narrow the Ferrolink switch range down to one or two models. Start with where the switch goes (cabinet, rack or vehicle), then the number of ports, then whether devices need power over the cable. Every model below is fanless and rated for at least -40 to 70 C.',
    );
    heading(doc, 'Switch families at a glance');
    // The family the guide covers (support.json's coversFamilyId): the seeder makes the same models findable by keyword.
    const switches = models.filter((model) => model.familyId === document.coversFamilyId);
    table(
      doc,
      [
        { label: 'Model', width: 130 },
        { label: 'Description', width: 285 },
        { label: 'Ports', width: 80 },
      ],
      switches.map((model) => [model.name, model.shortName, String(model.ports)]),
    );
    heading(doc, 'Questions to ask');
    bullets(doc, [
      'Does the network need management (VLANs, ring redundancy, SNMP)? Choose a managed model.',
      'Will cameras or access points draw power from the switch? Add up their PoE class and keep 20% headroom.',
      'Is it for trains or trams? Only the M12 railway range is certified to EN 50155.',
      'Will it route between subnets? Choose a Layer 3 rackmount model.',
    ]);
  },
};

/** Manuals of the software products: installation and use instead of wiring. */
function softwareManual(doc, document, model) {
  heading(doc, '1  System requirements');
  table(
    doc,
    [
      { label: 'Component', width: 165 },
      { label: 'Minimum', width: 165 },
      { label: 'Recommended for 1,000+ nodes', width: 165 },
    ],
    [
      ['Operating system', 'Windows Server 2019 / Ubuntu 22.04', 'Windows Server 2022 / Ubuntu 24.04'],
      ['CPU', '4 cores, 2.4 GHz', '8 cores, 3.0 GHz'],
      ['Memory', '8 GB', '32 GB'],
      ['Disk', '100 GB SSD', '500 GB SSD (one year of history)'],
      ['Browser', 'Chrome, Edge or Firefox, last two versions', 'Same'],
    ],
  );
  heading(doc, '2  Installation');
  bullets(doc, [
    `Run the ${model.name} installer as an administrator (or install the .deb package with apt).`,
    'Choose the embedded database or point the installer at an existing PostgreSQL 15 server.',
    'Open https://<server>:8443 and sign in as admin; you are asked to set a new password.',
    'Enter the licence key under System > Licence. Without a key the software runs in evaluation mode for 30 days.',
  ]);
  heading(doc, '3  Discovering the network');
  paragraph(
    doc,
    'Under Discovery, add the subnets to scan and the SNMP credentials to try. Discovery reads LLDP tables to draw the topology; devices without LLDP appear as unconnected nodes that you can place by hand. Schedule a daily rescan so that new devices appear on their own.',
  );
  heading(doc, '4  Alarms and reports');
  table(
    doc,
    [
      { label: 'Alarm', width: 165 },
      { label: 'Raised when', width: 330 },
    ],
    [
      ['Link down', 'A monitored port loses its link for longer than the debounce time (default 5 s)'],
      ['Ring open', 'An FL-Ring reports that it runs on its backup path'],
      ['Power input lost', 'A device reports one of its redundant inputs as failed'],
      ['Device unreachable', 'Three polls in a row get no answer'],
      ['Firmware outdated', 'A device runs a version older than the baseline you set'],
    ],
  );
  heading(doc, '5  Specifications');
  table(
    doc,
    [
      { label: 'Item', width: 165 },
      { label: 'Value', width: 330 },
    ],
    specsFor(model),
  );
}

async function makePdf(document) {
  const type = typeById.get(document.typeId);
  const model = document.productId ? modelById.get(document.productId) : undefined;
  if (document.productId && !model) throw new Error(`document ${document.id}: product ${document.productId} is not in models.json`);
  const fileName = `${slug(document.title)}.pdf`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 60, bottom: 60, left: 50, right: 50 },
    bufferPages: true,
    info: {
      Title: document.title,
      Author: 'Ferrolink Industrial Networks',
      Subject: type.en,
      CreationDate: new Date(`${document.date}T08:00:00Z`),
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  header(doc, document, type);
  doc.font('Helvetica-Bold').fontSize(17).fillColor(INK).text(document.title, 50, 95, { width: 495 });
  if (model) doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor(MUTED).text(model.shortName, 50);
  doc.moveDown(0.8).fillColor(INK);
  bodies[document.typeId](doc, document, model);
  footerOnEveryPage(doc, document);
  doc.end();
  await done;
  const bytes = Buffer.concat(chunks);
  fs.writeFileSync(path.join(pdfDir, fileName), bytes);
  return { file: fileName, size: bytes.length };
}

// ---------- videos ----------

function ensureFfmpeg() {
  if (spawnSync('ffmpeg', ['-version']).status === 0) return;
  console.log('ffmpeg is missing: installing it from Debian');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'ffmpeg'], { stdio: 'inherit' });
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_REGULAR = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** drawtext wants ':' '\'' ',' and '%' escaped inside its option string. */
function escapeText(text) {
  return text.replace(/\\/g, '\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/,/g, '\\,').replace(/%/g, '\\%');
}

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line += ` ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function makeVideo(video, index) {
  const base = `video-${video.id}-${slug(video.title).slice(0, 40).replace(/-+$/, '')}`;
  const mp4 = `${base}.mp4`;
  const poster = `${base}.jpg`;
  const hue = (index * 47) % 360;
  const seconds = 6;
  // A title card over a moving test pattern, then one caption per two seconds: a real, playable clip with something to look at.
  const titleLines = wrap(video.title, 34);
  const filters = [
    `[1:v]scale=200:112,format=yuv420p[pattern]`,
    `[0:v][pattern]overlay=x='410+15*sin(t*2)':y='228+8*cos(t*2)'[bg]`,
    `[bg]drawbox=x=0:y=0:w=640:h=46:color=0x0a5cad@1:t=fill`,
    `drawtext=fontfile=${FONT}:text='FERROLINK':fontcolor=white:fontsize=20:x=20:y=13`,
    `drawtext=fontfile=${FONT_REGULAR}:text='${escapeText(support.videoCategories.find((c) => c.id === video.categoryId).en)}':fontcolor=white@0.85:fontsize=14:x=w-tw-20:y=16`,
    ...titleLines.map(
      (line, lineIndex) => `drawtext=fontfile=${FONT}:text='${escapeText(line)}':fontcolor=white:fontsize=24:x=30:y=${80 + lineIndex * 32}`,
    ),
    ...video.slides.map(
      (slide, slideIndex) =>
        `drawtext=fontfile=${FONT_REGULAR}:text='${escapeText(`${slideIndex + 1}. ${slide}`)}':expansion=none:fontcolor=0xffd166:fontsize=22:x=30:y=${110 + titleLines.length * 32 + slideIndex * 34}:enable='gte(t,${slideIndex * 2})'`,
    ),
    `drawbox=x=0:y=352:w='640*t/${seconds}':h=8:color=0xffd166@1:t=fill`,
  ];
  const graph = `${filters[0]};${filters[1]};${filters.slice(2).join(',')}[out]`;
  const output = path.join(mediaDir, mp4);
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x0e2a47:s=640x360:d=${seconds}:r=25,hue=h=${hue}`,
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=220x124:d=${seconds}:r=25`,
      '-filter_complex',
      graph,
      '-map',
      '[out]',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'medium',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-bitexact',
      output,
    ],
    { stdio: 'inherit' },
  );
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-ss', '5', '-i', output, '-frames:v', '1', '-q:v', '4', path.join(mediaDir, poster)], {
    stdio: 'inherit',
  });
  return { file: mp4, size: fs.statSync(output).size, poster, duration: seconds };
}

// ---------- main ----------

const manifest = { _about: 'Written by api/scripts/make-support-files.mjs: the generated files and their sizes.', documents: {}, videos: {} };
if (only !== '--video-only') {
  fs.rmSync(pdfDir, { recursive: true, force: true });
  fs.mkdirSync(pdfDir, { recursive: true });
  for (const document of support.documents) manifest.documents[document.id] = await makePdf(document);
  console.log(`wrote ${support.documents.length} PDFs to ${path.relative(process.cwd(), pdfDir)}`);
} else manifest.documents = previous.documents;
if (only !== '--pdf-only') {
  ensureFfmpeg();
  fs.rmSync(mediaDir, { recursive: true, force: true });
  fs.mkdirSync(mediaDir, { recursive: true });
  support.videos.forEach((video, index) => {
    manifest.videos[video.id] = makeVideo(video, index);
  });
  console.log(`wrote ${support.videos.length} videos and posters to ${path.relative(process.cwd(), mediaDir)}`);
} else manifest.videos = previous.videos;
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
