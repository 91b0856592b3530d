// The Advantages section of /productCenter: 4, 2 and 3 items for types 1, 2, 3; none for type 4.

export interface Advantage {
  title: string;
  text: string;
}

export const ADVANTAGES: Record<number, Advantage[]> = {
  1: [
    { title: 'Ring recovery under 20 ms', text: 'FL-Ring and ERPS heal a cut cable before a PLC notices: no stopped line, no lost video frames.' },
    { title: '-40 to 75 °C without a fan', text: 'Aluminium housings conduct heat to the cabinet; nothing to clog with dust or wear out.' },
    { title: 'Certified for the harsh places', text: 'IEC 61850-3 for substations, EN 50155 for rolling stock, UL 61010-2-201 for machinery.' },
    { title: 'Managed from one screen', text: 'FerroView NMS discovers, configures and watches every switch, ring and PoE port.' },
  ],
  2: [
    { title: 'Legacy devices on Ethernet', text: 'RS-232/485 instruments, Modbus and PROFINET devices join the plant network without new firmware.' },
    {
      title: 'Isolated and protected',
      text: '2 kV serial isolation and 6 kV surge protection keep ground loops and lightning out of the control room.',
    },
  ],
  3: [
    { title: 'Roaming under 30 ms', text: 'Clients hand over between access points fast enough for AGVs, cranes and trains at line speed.' },
    { title: 'Always a link', text: 'Dual-SIM cellular failover and redundant wireless bridges keep remote sites reachable.' },
    { title: 'Rugged radios', text: 'IP67 housings, M12 connectors and EN 50155 certification for outdoor and on-board use.' },
  ],
  4: [],
};
