// Small SVG generators for the site's artwork (banners, category tiles, product
// shots, photos of scenes). Every image on the site is drawn by these functions;
// nothing is downloaded. Sections' image scripts import them.

/** Escapes text for an SVG text node. */
export function esc(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A deterministic pseudo-random generator so re-running a script gives identical files. */
export function seeded(seed) {
  let state = 0;
  for (const char of String(seed)) state = (state * 31 + char.charCodeAt(0)) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * Motifs: what a picture shows, drawn in an 800x500 box with the ground at y=420, in the colours of a palette
 * ({ dark, mid, light, accent }). Scenes draw them on a sky; banners draw them, smaller, right of centre.
 */
const MOTIFS = {
  // A train under a catenary on ballasted track.
  rail: ({ dark, mid, light, accent }) => {
    const poles = [80, 280, 480, 680].map((x) => `<path d="M${x} 420 V220 h60" stroke="${dark}" stroke-width="8" fill="none"/>`).join('');
    const windows = Array.from({ length: 9 }, (_, i) => `<rect x="${170 + i * 52}" y="318" width="36" height="26" rx="4" fill="${light}"/>`).join('');
    const sleepers = Array.from({ length: 27 }, (_, i) => `<rect x="${i * 30}" y="428" width="18" height="8" fill="${dark}"/>`).join('');
    return `${poles}<path d="M0 236 Q400 252 800 236" stroke="${dark}" stroke-width="3" fill="none"/>
<path d="M140 300 H640 q70 0 96 52 l10 40 H140z" fill="${mid}"/><rect x="140" y="392" width="606" height="14" fill="${dark}"/>
<rect x="140" y="356" width="606" height="8" fill="${accent}"/>${windows}<path d="M660 312 q50 4 70 42 h-70z" fill="${light}"/>
<path d="M460 300 l30 -64 M500 300 l-30 -64" stroke="${dark}" stroke-width="5"/>
${[190, 290, 540, 640].map((x) => `<circle cx="${x}" cy="414" r="12" fill="${dark}"/>`).join('')}${sleepers}
<path d="M0 424 H800 M0 440 H800" stroke="${dark}" stroke-width="4"/>`;
  },
  // An expressway in perspective under a toll gantry with cameras.
  road: ({ dark, mid, light, accent }) =>
    `<path d="M0 300 L180 190 L300 260 L460 170 L640 250 L800 200 V420 H0z" fill="${mid}" opacity="0.55"/>
<path d="M330 420 L390 260 H420 L560 420z" fill="${dark}"/>
${[0, 1, 2, 3].map((i) => `<path d="M${444 - i * 2} ${400 - i * 40} l-4 -22" stroke="${light}" stroke-width="${6 - i}"/>`).join('')}
<path d="M300 420 V240 M600 420 V240 M300 244 H600" stroke="${dark}" stroke-width="12" fill="none"/>
<rect x="330" y="248" width="240" height="26" fill="${accent}"/>
${[360, 450, 540].map((x) => `<rect x="${x}" y="276" width="22" height="16" rx="3" fill="${light}"/><circle cx="${x + 11}" cy="284" r="4" fill="${dark}"/>`).join('')}
<rect x="430" y="360" width="56" height="34" rx="8" fill="${light}"/><rect x="470" y="320" width="40" height="24" rx="6" fill="${accent}"/>`,
  // A factory hall with a saw-tooth roof, a robot arm and a conveyor.
  factory: ({ dark, mid, light, accent }) =>
    `<path d="M60 420 V250 l80 -60 v60 l80 -60 v60 l80 -60 v60 l80 -60 v60 l80 -60 V420z" fill="${mid}"/>
<rect x="430" y="150" width="26" height="110" fill="${dark}"/><rect x="480" y="120" width="26" height="140" fill="${dark}"/>
${[100, 180, 260, 340, 420].map((x) => `<rect x="${x}" y="300" width="46" height="40" fill="${light}"/>`).join('')}
<rect x="540" y="400" width="240" height="20" rx="10" fill="${dark}"/>${[560, 620, 680, 740].map((x) => `<circle cx="${x}" cy="410" r="6" fill="${light}"/>`).join('')}
<rect x="600" y="372" width="40" height="28" fill="${accent}"/><rect x="690" y="372" width="40" height="28" fill="${accent}"/>
<path d="M640 400 V330 L700 270 L760 300 v30" stroke="${dark}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<circle cx="640" cy="330" r="13" fill="${accent}"/><circle cx="700" cy="270" r="13" fill="${accent}"/><path d="M748 330 h24 M748 330 v14 M772 330 v14" stroke="${dark}" stroke-width="6"/>`,
  // A steel mill: a tall shed, an overhead crane and a glowing strip on the rolling line.
  mill: ({ dark, mid, light, accent }) =>
    `<path d="M40 420 V200 L260 140 L480 200 V420z" fill="${mid}"/><rect x="520" y="90" width="40" height="330" fill="${dark}"/><rect x="580" y="130" width="30" height="290" fill="${dark}"/>
<path d="M40 230 H480" stroke="${dark}" stroke-width="12"/><rect x="220" y="224" width="70" height="24" fill="${accent}"/><path d="M255 248 V300" stroke="${dark}" stroke-width="4"/>
<path d="M225 300 h60 l-10 40 h-40z" fill="${dark}"/>
<rect x="40" y="380" width="740" height="18" fill="${dark}"/><rect x="120" y="368" width="660" height="12" rx="6" fill="#ff8a2a"/><rect x="120" y="370" width="660" height="4" fill="#ffd27a"/>
${[160, 280, 400, 520, 640, 760].map((x) => `<circle cx="${x}" cy="398" r="10" fill="${light}"/>`).join('')}
<path d="M520 90 q-20 -40 10 -70 M580 130 q20 -40 -6 -70" stroke="${light}" stroke-width="10" fill="none" opacity="0.7"/>`,
  // A utility tunnel in cross-section: cable trays, pipes, lights and a sensor.
  tunnel: ({ dark, mid, light, accent }) =>
    `<path d="M120 420 V220 a280 150 0 0 1 560 0 V420z" fill="${dark}"/><path d="M150 420 V226 a250 128 0 0 1 500 0 V420z" fill="${mid}"/>
${[250, 300, 350].map((y) => `<path d="M170 ${y} h150" stroke="${dark}" stroke-width="8"/>${[0, 1, 2, 3].map((i) => `<circle cx="${190 + i * 36}" cy="${y - 10}" r="9" fill="${[accent, light, accent, light][i]}"/>`).join('')}`).join('')}
<circle cx="560" cy="300" r="44" fill="${light}"/><circle cx="560" cy="300" r="30" fill="${mid}"/><circle cx="600" cy="380" r="26" fill="${light}"/>
<rect x="380" y="130" width="40" height="12" rx="6" fill="#fff6c8"/><path d="M360 142 L440 142 L480 300 H320z" fill="#fff6c8" opacity="0.18"/>
<rect x="470" y="200" width="32" height="22" rx="4" fill="${accent}"/><path d="M486 222 v16" stroke="${accent}" stroke-width="4"/>`,
  // A skyline with lit windows and a camera on a pole.
  city: ({ dark, mid, light, accent }, random) => {
    const blocks = Array.from({ length: 10 }, (_, i) => {
      const w = 52 + Math.round(random() * 30);
      const h = 110 + Math.round(random() * 200);
      const x = 20 + i * 76;
      const lit = Array.from({ length: Math.floor(h / 34) }, (_, row) =>
        [0, 1]
          .map((col) =>
            random() > 0.45
              ? `<rect x="${x + 10 + col * (w / 2 - 4)}" y="${420 - h + 14 + row * 34}" width="${w / 2 - 18}" height="16" fill="${light}"/>`
              : '',
          )
          .join(''),
      ).join('');
      return `<rect x="${x}" y="${420 - h}" width="${w}" height="${h}" fill="${i % 2 ? dark : mid}"/>${lit}`;
    }).join('');
    return `${blocks}<path d="M740 420 V230 h-40" stroke="${dark}" stroke-width="8" fill="none"/><rect x="676" y="222" width="44" height="22" rx="5" fill="${accent}"/><circle cx="680" cy="233" r="6" fill="${dark}"/>`;
  },
  // A tower with a glass elevator shaft.
  elevator: ({ dark, mid, light, accent }) =>
    `<rect x="250" y="40" width="300" height="380" fill="${mid}"/>${Array.from({ length: 11 }, (_, row) => [0, 1, 2, 3].map((col) => `<rect x="${270 + col * 44}" y="${60 + row * 32}" width="30" height="18" fill="${light}" opacity="0.75"/>`).join('')).join('')}
<rect x="460" y="40" width="70" height="380" fill="${dark}"/><path d="M495 40 V420" stroke="${light}" stroke-width="2" stroke-dasharray="6 6"/>
<rect x="470" y="200" width="50" height="64" rx="4" fill="${accent}"/><path d="M486 220 l9 -10 l9 10 M486 244 l9 10 l9 -10" stroke="${dark}" stroke-width="4" fill="none"/>
<rect x="90" y="260" width="130" height="160" fill="${dark}"/><rect x="590" y="220" width="150" height="200" fill="${dark}"/>`,
  // Houses and trees of a residential community.
  community: ({ dark, mid, light, accent }) =>
    [60, 250, 440, 630]
      .map(
        (
          x,
          i,
        ) => `<rect x="${x}" y="${300 - (i % 2) * 30}" width="130" height="${120 + (i % 2) * 30}" fill="${i % 2 ? mid : dark}"/><path d="M${x - 14} ${302 - (i % 2) * 30} L${x + 65} ${230 - (i % 2) * 30} L${x + 144} ${302 - (i % 2) * 30}z" fill="${accent}"/>
<rect x="${x + 20}" y="${330 - (i % 2) * 20}" width="32" height="30" fill="${light}"/><rect x="${x + 78}" y="${360}" width="30" height="60" fill="${light}"/>
<circle cx="${x + 178}" cy="370" r="26" fill="${mid}"/><rect x="${x + 174}" y="380" width="8" height="40" fill="${dark}"/>`,
      )
      .join(''),
  // Rows of tilted solar panels under the sun.
  solar: ({ dark, mid, light, accent }) =>
    `<circle cx="640" cy="110" r="58" fill="#ffd35a"/>${[0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3]
          .map((col) => {
            const x = 40 + col * 190 + row * 20;
            const y = 250 + row * 56;
            return `<path d="M${x} ${y + 44} L${x + 30} ${y} H${x + 180} L${x + 150} ${y + 44}z" fill="${dark}" stroke="${light}" stroke-width="2"/><path d="M${x + 15} ${y + 22} H${x + 165} M${x + 67} ${y} L${x + 37} ${y + 44} M${x + 117} ${y} L${x + 87} ${y + 44}" stroke="${light}" stroke-width="1.5"/><path d="M${x + 90} ${y + 44} v${22 - row * 4}" stroke="${mid}" stroke-width="5"/>`;
          })
          .join(''),
      )
      .join('')}
<path d="M640 180 v-10 M700 110 h14 M640 40 v-10 M566 110 h-14" stroke="${accent}" stroke-width="6"/>`,
  // Wind turbines on rolling hills.
  wind: ({ mid, light, accent }) =>
    `<path d="M0 380 Q200 320 400 370 T800 350 V420 H0z" fill="${mid}"/>${[
      [180, 130, 1],
      [420, 90, 1.2],
      [640, 160, 0.9],
    ]
      .map(([x, y, k], i) => {
        const blade = (angle) =>
          `<path d="M0 0 L${-7 * k} ${-90 * k} Q0 ${-110 * k} ${7 * k} ${-90 * k}z" fill="${light}" transform="rotate(${angle + i * 23})"/>`;
        return `<path d="M${x - 6} ${y} L${x - 11} 400 H${x + 11} L${x + 6} ${y}z" fill="${light}"/><g transform="translate(${x} ${y})">${blade(0)}${blade(120)}${blade(240)}<circle r="${10 * k}" fill="${accent}"/></g>`;
      })
      .join('')}`,
  // A river with a dam and sluice gates.
  water: ({ dark, mid, light, accent }) =>
    `<path d="M0 260 H800 V420 H0z" fill="${mid}"/><rect x="120" y="180" width="560" height="120" fill="${dark}"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${150 + i * 104}" y="${200 + (i % 2) * 20}" width="70" height="${70 - (i % 2) * 20}" fill="${accent}"/><path d="M${185 + i * 104} 180 v-40" stroke="${dark}" stroke-width="8"/>`).join('')}
<rect x="120" y="132" width="560" height="14" fill="${dark}"/>
${[330, 360, 390].map((y, i) => `<path d="M${20 + i * 30} ${y} q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="${light}" stroke-width="5" fill="none"/>`).join('')}`,
  // Transmission pylons and a substation.
  grid: ({ dark, mid, light, accent }) => {
    const pylon = (x, k) =>
      `<path d="M${x - 40 * k} 420 L${x} ${420 - 260 * k} L${x + 40 * k} 420 M${x - 30 * k} ${420 - 80 * k} H${x + 30 * k} M${x - 20 * k} ${420 - 150 * k} H${x + 20 * k} M${x - 70 * k} ${420 - 200 * k} H${x + 70 * k} M${x - 50 * k} ${420 - 240 * k} H${x + 50 * k} M${x - 34 * k} 420 L${x + 20 * k} ${420 - 150 * k} M${x + 34 * k} 420 L${x - 20 * k} ${420 - 150 * k}" stroke="${dark}" stroke-width="${5 * k}" fill="none"/>`;
    return `${pylon(140, 1.1)}${pylon(420, 0.9)}${pylon(640, 0.7)}
<path d="M63 134 Q280 200 357 186 Q540 200 591 280 M217 134 Q300 190 483 186 Q600 220 689 280" stroke="${mid}" stroke-width="3" fill="none"/>
<rect x="480" y="340" width="300" height="80" fill="${mid}"/>${[500, 570, 640, 710].map((x) => `<rect x="${x}" y="300" width="50" height="50" fill="${dark}"/><path d="M${x + 10} 300 v-20 M${x + 40} 300 v-20" stroke="${light}" stroke-width="6"/>`).join('')}
<path d="M520 380 h220" stroke="${accent}" stroke-width="8"/>`;
  },
  // Nodes of a network linked to a control cabinet.
  network: ({ dark, mid, light, accent }, random) => {
    const nodes = Array.from({ length: 9 }, (_, i) => [
      60 + (i % 3) * 140 + Math.round(random() * 50),
      80 + Math.floor(i / 3) * 110 + Math.round(random() * 40),
    ]);
    const links = nodes
      .map(
        ([x, y], i) =>
          `<path d="M${x} ${y} L${nodes[(i + 1) % 9][0]} ${nodes[(i + 1) % 9][1]} M${x} ${y} L620 ${150 + (i % 5) * 50}" stroke="${light}" stroke-width="3" opacity="0.7"/>`,
      )
      .join('');
    return `${links}${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${14 + (i % 3) * 4}" fill="${i % 3 ? mid : accent}" stroke="${light}" stroke-width="3"/>`).join('')}
<rect x="580" y="110" width="170" height="310" rx="8" fill="${dark}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="598" y="${132 + i * 54}" width="134" height="36" rx="4" fill="${mid}"/>${[0, 1, 2, 3, 4, 5].map((j) => `<rect x="${606 + j * 20}" y="${146 + i * 54}" width="12" height="12" fill="${light}"/>`).join('')}<circle cx="${724}" cy="${140 + i * 54}" r="4" fill="#35d07f"/>`).join('')}`;
  },
  // An exhibition stand with screens, flags and visitors.
  expo: ({ dark, mid, light, accent }) =>
    `<rect x="80" y="150" width="640" height="40" fill="${accent}"/><rect x="80" y="190" width="640" height="200" fill="${mid}"/>
<rect x="120" y="220" width="220" height="130" rx="6" fill="${dark}"/><path d="M140 330 l50 -50 l40 30 l60 -70" stroke="${light}" stroke-width="8" fill="none"/>
<rect x="380" y="250" width="300" height="90" rx="6" fill="${light}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${400 + i * 54}" y="280" width="40" height="30" rx="3" fill="${dark}"/>`).join('')}
${[60, 760].map((x) => `<path d="M${x} 420 V90" stroke="${dark}" stroke-width="6"/><path d="M${x} 92 h${x < 400 ? 50 : -50} l${x < 400 ? -12 : 12} 20 l${x < 400 ? 12 : -12} 20 h${x < 400 ? -50 : 50}z" fill="${accent}"/>`).join('')}
${[200, 260, 470, 560, 640].map((x, i) => `<circle cx="${x}" cy="${362 + (i % 2) * 6}" r="13" fill="${dark}"/><path d="M${x - 16} 420 q16 -50 32 0z" fill="${dark}"/>`).join('')}`,
  // A company building with its name sign.
  office: ({ dark, mid, light, accent }) =>
    `<rect x="180" y="120" width="440" height="300" fill="${mid}"/>${Array.from({ length: 6 }, (_, row) => Array.from({ length: 7 }, (_, col) => `<rect x="${204 + col * 58}" y="${170 + row * 36}" width="42" height="22" fill="${light}" opacity="0.8"/>`).join('')).join('')}
<rect x="180" y="120" width="440" height="34" fill="${dark}"/><rect x="340" y="128" width="120" height="18" rx="3" fill="${accent}"/>
<rect x="360" y="360" width="80" height="60" fill="${dark}"/>${[90, 710].map((x) => `<circle cx="${x}" cy="360" r="40" fill="${mid}"/><rect x="${x - 4}" y="380" width="8" height="40" fill="${dark}"/>`).join('')}`,
  // A lorry leaving with boxed products.
  shipping: ({ dark, mid, light, accent }) =>
    `<rect x="120" y="220" width="400" height="160" rx="6" fill="${mid}"/><path d="M520 270 H620 L680 330 V380 H520z" fill="${dark}"/><path d="M540 284 H610 L650 328 H540z" fill="${light}"/>
${[200, 300, 590].map((x) => `<circle cx="${x}" cy="392" r="28" fill="${dark}"/><circle cx="${x}" cy="392" r="10" fill="${light}"/>`).join('')}
<rect x="150" y="248" width="120" height="50" fill="${accent}"/><path d="M150 270 h120" stroke="${dark}" stroke-width="3"/>
${[0, 1, 2].map((i) => `<rect x="${700 - i * 6}" y="${300 - i * 44}" width="80" height="40" fill="${accent}" stroke="${dark}" stroke-width="3"/>`).join('')}`,
  // A radio mast sending out signal arcs.
  wireless: ({ dark, mid, light, accent }) =>
    `<path d="M0 380 Q400 330 800 380 V420 H0z" fill="${mid}"/><path d="M360 420 L400 120 L440 420 M372 330 H428 M384 240 H416 M368 400 L420 220 M432 400 L380 220" stroke="${dark}" stroke-width="8" fill="none"/>
<circle cx="400" cy="112" r="16" fill="${accent}"/>${[60, 110, 160].map((r) => `<path d="M${400 - r} ${112 - r * 0.7} a${r} ${r} 0 0 0 0 ${r * 1.4} M${400 + r} ${112 - r * 0.7} a${r} ${r} 0 0 1 0 ${r * 1.4}" stroke="${light}" stroke-width="8" fill="none" opacity="${1 - r / 260}"/>`).join('')}`,
  // A shield over a network cabinet: security certification.
  shield: ({ dark, mid, light, accent }) =>
    `<rect x="140" y="220" width="160" height="200" rx="6" fill="${dark}"/><rect x="500" y="220" width="160" height="200" rx="6" fill="${dark}"/>
<path d="M400 70 l130 44 v100 c0 90 -66 140 -130 166 c-64 -26 -130 -76 -130 -166 v-100z" fill="${mid}" stroke="${light}" stroke-width="8"/>
<path d="M340 230 l44 44 l86 -96" stroke="${accent}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  // Field devices brought onto Ethernet: a PLC and a meter wired through a serial server to a fibre link.
  connectivity: ({ dark, mid, light, accent }) =>
    `<rect x="40" y="170" width="200" height="250" rx="8" fill="${mid}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${56 + i * 36}" y="190" width="28" height="120" rx="3" fill="${dark}"/><circle cx="${70 + i * 36}" cy="206" r="5" fill="${i % 2 ? accent : light}"/>`).join('')}
<rect x="60" y="330" width="160" height="60" rx="4" fill="${dark}"/><circle cx="100" cy="360" r="18" fill="${light}"/><path d="M100 360 l10 -10" stroke="${dark}" stroke-width="4"/>
<path d="M140 190 V120 H400 V200 M220 360 H320" stroke="${light}" stroke-width="6" fill="none"/>
<rect x="320" y="200" width="160" height="220" rx="10" fill="${dark}"/>${[0, 1, 2, 3].map((i) => `<path d="M${340 + i * 34} 360 h24 l-4 22 h-16z" fill="${light}"/>`).join('')}<circle cx="460" cy="222" r="6" fill="#35d07f"/>
<path d="M480 300 C560 300 560 200 640 200 S720 260 790 240" stroke="${accent}" stroke-width="8" fill="none"/><path d="M480 320 C570 320 580 250 650 250 S730 300 790 290" stroke="${light}" stroke-width="5" fill="none" stroke-dasharray="18 10"/>`,
  // What completes a network: an SFP module, a DIN-rail power supply, an antenna and a monitor with the management view.
  accessories: ({ dark, mid, light, accent }) =>
    `<rect x="30" y="160" width="260" height="180" rx="10" fill="${dark}"/><rect x="46" y="176" width="228" height="130" fill="${mid}"/><path d="M60 290 l50 -40 l40 20 l50 -50 l50 20" stroke="${accent}" stroke-width="6" fill="none"/><rect x="140" y="340" width="40" height="50" fill="${dark}"/><rect x="100" y="390" width="120" height="14" rx="6" fill="${dark}"/>
<rect x="330" y="170" width="130" height="250" rx="8" fill="${mid}"/>${[0, 1, 2, 3].map((i) => `<circle cx="${352 + i * 28}" cy="196" r="8" fill="${light}"/><circle cx="${352 + i * 28}" cy="396" r="8" fill="${light}"/>`).join('')}${[0, 1, 2, 3, 4].map((i) => `<rect x="350" y="${230 + i * 24}" width="90" height="10" rx="5" fill="${dark}"/>`).join('')}
<path d="M500 330 h190 l30 15 v30 l-30 15 h-190z" fill="${light}"/><path d="M690 330 q40 0 40 30 q0 30 -40 30" stroke="${accent}" stroke-width="8" fill="none"/>
<path d="M620 300 V90" stroke="${light}" stroke-width="14" stroke-linecap="round"/><rect x="590" y="290" width="60" height="20" rx="6" fill="${dark}"/>${[50, 90].map((r) => `<path d="M${620 - r} ${140 - r / 2} a${r} ${r} 0 0 0 0 ${r * 1.1} M${620 + r} ${140 - r / 2} a${r} ${r} 0 0 1 0 ${r * 1.1}" stroke="${accent}" stroke-width="6" fill="none" opacity="0.7"/>`).join('')}`,
  // A support desk: a manual, a play button and a wrench.
  support: ({ dark, mid, light, accent }) =>
    `<rect x="100" y="120" width="220" height="290" rx="8" fill="${light}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="126" y="${160 + i * 32}" width="${150 - (i % 3) * 30}" height="12" rx="6" fill="${mid}"/>`).join('')}
<rect x="360" y="150" width="300" height="190" rx="10" fill="${dark}"/><path d="M490 205 v80 l64 -40z" fill="${accent}"/>
<path d="M620 390 l90 -90 a40 40 0 1 1 24 24 l-90 90z" fill="${mid}"/>`,
};

/** Palettes per hue: a motif in the sky's hue family, with an amber accent. */
function palette(hue, { onDark = false } = {}) {
  return onDark
    ? { dark: `hsl(${hue},45%,14%)`, mid: `hsl(${hue},40%,34%)`, light: `hsl(${hue},70%,82%)`, accent: `hsl(${(hue + 170) % 360},85%,62%)` }
    : { dark: `hsl(${hue},35%,22%)`, mid: `hsl(${hue},30%,42%)`, light: `hsl(${hue},60%,88%)`, accent: `hsl(${(hue + 170) % 360},80%,55%)` };
}

/** The names of the motifs a picture can show. */
export const MOTIF_NAMES = Object.keys(MOTIFS);

function motif(name, colours, random) {
  const draw = MOTIFS[name];
  if (!draw) throw new Error(`svg-art: unknown motif "${name}" (known: ${MOTIF_NAMES.join(', ')})`);
  return draw(colours, random);
}

/**
 * A wide banner without words: a gradient, a faint network, and the page's motif right of centre (pages lay their
 * headline over the left, and a phone, cropping the sides, keeps the middle). The words are the page's text.
 */
export function banner({ label, hue = 210, motif: motifName = 'network', width = 1920, height = 520, seed = label }) {
  const random = seeded(seed);
  const nodes = Array.from({ length: 26 }, () => [Math.round(random() * width), Math.round(random() * height)]);
  const links = nodes.map(([x, y], index) => {
    const [nx, ny] = nodes[(index * 7 + 3) % nodes.length];
    return `<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" />`;
  });
  const dots = nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${3 + (index % 4)}" />`).join('');
  // The motif's 800x500 box, fitted into the right part of the banner and standing on its bottom edge.
  const scale = Math.min((width * 0.46) / 800, (height * 0.96) / 500);
  const left = width * 0.5 + (width * 0.46 - 800 * scale) / 2;
  const top = height - 440 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,20%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/></linearGradient>
<radialGradient id="glow" cx="0.72" cy="0.55" r="0.5"><stop offset="0" stop-color="hsla(${hue},80%,70%,0.35)"/><stop offset="1" stop-color="hsla(${hue},80%,70%,0)"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#glow)"/>
<g stroke="hsla(${hue},80%,80%,0.18)" stroke-width="1.5">${links.join('')}</g>
<g fill="hsla(${hue},90%,85%,0.45)">${dots}</g>
<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})" opacity="0.92">${motif(motifName, palette(hue, { onDark: true }), random)}</g>
</svg>
`;
}

/**
 * Product bodies by kind, each drawn in an 800x600 picture around (cx, y0): what the thing looks like (a DIN-rail box,
 * a rack unit, an SFP module, a power supply, an antenna...), so each kind of product has a face of its own.
 * `view` is 0 front, 1 raised, 2 low: the three shots of a product differ a little.
 */
const DEVICE_KINDS = {
  din: ({ ports, hue, view, label }) => {
    const bodyWidth = Math.min(640, 180 + ports * 22);
    const x0 = (800 - bodyWidth) / 2;
    const y0 = view === 1 ? 170 : 140;
    const bodyHeight = view === 2 ? 220 : 300;
    const visiblePorts = Math.max(1, Math.min(ports || 2, 24));
    const portWidth = (bodyWidth - 60) / visiblePorts;
    const portMarks = Array.from({ length: visiblePorts }, (_, index) => {
      const px = x0 + 30 + index * portWidth;
      return `<rect x="${px + 2}" y="${y0 + bodyHeight - 90}" width="${Math.max(6, portWidth - 6)}" height="40" rx="3" fill="#20262e"/><circle cx="${px + portWidth / 2}" cy="${y0 + bodyHeight - 105}" r="4" fill="${index % 3 === 0 ? '#35d07f' : '#f2b134'}"/>`;
    }).join('');
    return {
      shadow: [400, y0 + bodyHeight + 40, bodyWidth / 2 + 40],
      body: `${box(x0, y0, bodyWidth, bodyHeight, hue)}${brand(x0, y0, label)}${portMarks}`,
    };
  },
  // A 19-inch rack unit seen from the front: wide and flat, ports in two rows, rack ears.
  rack: ({ ports, hue, view, label }) => {
    const y0 = view === 1 ? 230 : 210;
    const perRow = Math.ceil(Math.min(ports, 52) / 2);
    const pitch = 560 / perRow;
    const marks = Array.from({ length: perRow * 2 }, (_, i) => {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      return `<rect x="${120 + col * pitch + 1}" y="${y0 + 70 + row * 34}" width="${Math.max(5, pitch - 3)}" height="26" rx="2" fill="${i % 7 === 6 ? '#6b7480' : '#20262e'}"/>`;
    }).join('');
    return {
      shadow: [400, y0 + 180, 380],
      body: `<rect x="40" y="${y0}" width="40" height="150" rx="4" fill="hsl(${hue},10%,62%)"/><rect x="720" y="${y0}" width="40" height="150" rx="4" fill="hsl(${hue},10%,62%)"/>
<circle cx="60" cy="${y0 + 30}" r="7" fill="#3a424c"/><circle cx="740" cy="${y0 + 120}" r="7" fill="#3a424c"/>${box(70, y0, 660, 150, hue)}
<rect x="70" y="${y0}" width="660" height="46" rx="14" fill="hsl(${hue},65%,38%)"/><text x="96" y="${y0 + 31}" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">FERROLINK</text>
<text x="260" y="${y0 + 31}" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#fff">${esc(label)}</text>${marks}`,
    };
  },
  // A serial device server: DB9 ports on a DIN-rail box.
  serial: (options) =>
    connectorsBox(
      options,
      (x, y) =>
        `<path d="M${x} ${y} h56 l-6 30 h-44z" fill="#20262e"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${x + 10 + i * 9}" cy="${y + 10}" r="2.5" fill="#c9cfd6"/>`).join('')}`,
    ),
  // A protocol gateway: terminal blocks for the field bus and an RJ45 for Ethernet.
  gateway: (options) =>
    connectorsBox(options, (x, y, i) =>
      i % 2
        ? `<rect x="${x}" y="${y}" width="50" height="34" rx="3" fill="#20262e"/>`
        : `<rect x="${x - 6}" y="${y}" width="62" height="34" rx="3" fill="#3fa36b"/>${[0, 1, 2, 3].map((k) => `<rect x="${x + k * 15}" y="${y + 8}" width="9" height="18" fill="#1e5236"/>`).join('')}`,
    ),
  // A media converter: a small box with an RJ45 on one side and a duplex fibre port on the other.
  converter: ({ hue, view, label }) => {
    const y0 = view === 1 ? 180 : 160;
    return {
      shadow: [400, y0 + 300, 200],
      body: `${box(260, y0, 280, 260, hue)}${brand(260, y0, label, 16)}<rect x="290" y="${y0 + 170}" width="70" height="50" rx="3" fill="#20262e"/>
<rect x="400" y="${y0 + 165}" width="110" height="60" rx="6" fill="#e8edf2" stroke="#3a424c" stroke-width="3"/><circle cx="432" cy="${y0 + 195}" r="12" fill="#2f8cd8"/><circle cx="478" cy="${y0 + 195}" r="12" fill="#f2b134"/>
<path d="M432 ${y0 + 225} q0 60 -90 90 M478 ${y0 + 225} q0 70 80 100" stroke="#f2b134" stroke-width="6" fill="none"/><circle cx="300" cy="${y0 + 150}" r="5" fill="#35d07f"/><circle cx="320" cy="${y0 + 150}" r="5" fill="#f2b134"/>`,
    };
  },
  // A wireless access point: a flat box with antennas standing up.
  ap: ({ ports, hue, view, label }) => {
    const y0 = view === 1 ? 290 : 270;
    const antennas = Math.max(2, Math.min(ports + 1, 4));
    return {
      shadow: [400, y0 + 200, 260],
      body: `${Array.from({ length: antennas }, (_, i) => {
        const x = 250 + (i * 300) / (antennas - 1);
        return `<rect x="${x - 10}" y="${y0 - 190}" width="20" height="200" rx="10" fill="#2b333d" transform="rotate(${(i - (antennas - 1) / 2) * 8} ${x} ${y0})"/>`;
      }).join(
        '',
      )}${box(200, y0, 400, 160, hue)}${brand(200, y0, label)}<circle cx="240" cy="${y0 + 120}" r="6" fill="#35d07f"/><circle cx="264" cy="${y0 + 120}" r="6" fill="#2f8cd8"/>`,
    };
  },
  // A cellular router: a box with two stubby antennas, a SIM tray and signal bars.
  cellular: ({ hue, view, label }) => {
    const y0 = view === 1 ? 250 : 230;
    return {
      shadow: [400, y0 + 230, 250],
      body: `<rect x="250" y="${y0 - 120}" width="26" height="130" rx="13" fill="#2b333d"/><rect x="524" y="${y0 - 120}" width="26" height="130" rx="13" fill="#2b333d"/>${box(200, y0, 400, 190, hue)}${brand(200, y0, label)}
<rect x="230" y="${y0 + 120}" width="90" height="16" rx="3" fill="#20262e"/>${[0, 1, 2, 3].map((i) => `<rect x="${470 + i * 22}" y="${y0 + 150 - i * 14}" width="14" height="${14 + i * 14}" fill="${i < 3 ? '#35d07f' : '#9aa3ad'}"/>`).join('')}
<rect x="350" y="${y0 + 110}" width="50" height="34" rx="3" fill="#20262e"/>`,
    };
  },
  // A point-to-point bridge: a panel antenna on a pole clamp.
  bridge: ({ hue, view, label }) => {
    const y0 = view === 1 ? 110 : 90;
    return {
      shadow: [400, 540, 160],
      body: `<rect x="388" y="${y0 + 300}" width="24" height="${450 - y0 - 300 + 80}" fill="#6b7480"/><rect x="290" y="${y0}" width="220" height="330" rx="22" fill="hsl(${hue},10%,90%)" stroke="hsl(${hue},20%,55%)" stroke-width="3"/>
<rect x="310" y="${y0 + 20}" width="180" height="40" rx="10" fill="hsl(${hue},65%,38%)"/><text x="400" y="${y0 + 47}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#fff">FERROLINK</text>
<text x="400" y="${y0 + 300}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#2b333d">${esc(label)}</text>
${[90, 130, 170].map((r) => `<path d="M${520} ${y0 + 165 - r / 2} a${r / 2} ${r / 2} 0 0 1 0 ${r}" stroke="hsl(${hue},60%,50%)" stroke-width="6" fill="none" opacity="0.6"/>`).join('')}`,
    };
  },
  // Management software: a monitor showing a topology and a trend.
  software: ({ hue, view, label }) => {
    const y0 = view === 1 ? 110 : 90;
    const nodes = [
      [290, 190],
      [400, 160],
      [510, 190],
      [340, 260],
      [460, 260],
    ].map(([x, y]) => [x, y + y0 - 90]);
    return {
      shadow: [400, 520, 220],
      body: `<rect x="140" y="${y0}" width="520" height="320" rx="14" fill="#2b333d"/><rect x="160" y="${y0 + 20}" width="480" height="270" rx="4" fill="#f4f7fa"/>
<rect x="160" y="${y0 + 20}" width="480" height="30" fill="hsl(${hue},65%,38%)"/><text x="176" y="${y0 + 41}" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff">${esc(label)}</text>
${nodes.map(([x, y], i) => `<path d="M${x} ${y} L${nodes[(i + 1) % nodes.length][0]} ${nodes[(i + 1) % nodes.length][1]}" stroke="hsl(${hue},40%,60%)" stroke-width="3"/>`).join('')}
${nodes.map(([x, y], i) => `<rect x="${x - 18}" y="${y - 12}" width="36" height="24" rx="4" fill="${i === 2 ? '#f2b134' : `hsl(${hue},55%,45%)`}"/>`).join('')}
<path d="M180 ${y0 + 275} l50 -20 l40 10 l50 -30 l40 12" stroke="#35d07f" stroke-width="4" fill="none"/><rect x="370" y="${y0 + 320}" width="60" height="60" fill="#3a424c"/><rect x="300" y="${y0 + 376}" width="200" height="16" rx="6" fill="#3a424c"/>`,
    };
  },
  // An SFP transceiver: a slim metal module with its bail latch and duplex LC bores.
  sfp: ({ hue, view, label }) => {
    const y0 = view === 1 ? 240 : 220;
    return {
      shadow: [400, y0 + 150, 280],
      body: `<path d="M140 ${y0} H560 l40 20 V${y0 + 100} l-40 20 H140z" fill="#c9cfd6" stroke="#6b7480" stroke-width="3"/><rect x="140" y="${y0}" width="320" height="120" fill="#dfe4e9" stroke="#6b7480" stroke-width="3"/>
<rect x="600" y="${y0 + 20}" width="60" height="80" rx="6" fill="#e8edf2" stroke="#3a424c" stroke-width="3"/><circle cx="630" cy="${y0 + 44}" r="11" fill="#2b333d"/><circle cx="630" cy="${y0 + 78}" r="11" fill="#2b333d"/>
<path d="M600 ${y0 + 14} h60 q40 0 40 46 q0 46 -40 46 h-60" stroke="hsl(${hue},65%,45%)" stroke-width="10" fill="none"/>
${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${150 + i * 14}" y="${y0 + 40}" width="8" height="40" fill="#d4a53c"/>`).join('')}
<text x="290" y="${y0 + 68}" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#2b333d">${esc(label)}</text>`,
    };
  },
  // A DIN-rail power supply: a tall box with screw terminals top and bottom, vents and an LED.
  power: ({ hue, view, label }) => {
    const x0 = view === 2 ? 270 : 290;
    const width = view === 2 ? 260 : 220;
    return {
      shadow: [400, 540, width / 2 + 40],
      body: `${box(x0, 90, width, 410, hue)}${[0, 1, 2, 3, 4].map((i) => `<rect x="${x0 + 18 + i * ((width - 36) / 5)}" y="140" width="${(width - 36) / 5 - 6}" height="30" rx="3" fill="#20262e"/><circle cx="${x0 + 18 + i * ((width - 36) / 5) + ((width - 36) / 5 - 6) / 2}" cy="155" r="7" fill="#9aa3ad"/>`).join('')}
${[0, 1, 2, 3].map((i) => `<rect x="${x0 + 18 + i * ((width - 36) / 4)}" y="420" width="${(width - 36) / 4 - 6}" height="30" rx="3" fill="#20262e"/><circle cx="${x0 + 18 + i * ((width - 36) / 4) + ((width - 36) / 4 - 6) / 2}" cy="435" r="7" fill="#9aa3ad"/>`).join('')}
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${x0 + 30}" y="${200 + i * 22}" width="${width - 60}" height="10" rx="5" fill="hsl(${hue},10%,60%)"/>`).join('')}
<rect x="${x0}" y="350" width="${width}" height="50" fill="hsl(${hue},65%,38%)"/><text x="${x0 + width / 2}" y="382" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#fff">${esc(label)}</text>
<circle cx="${x0 + width - 24}" cy="118" r="6" fill="#35d07f"/>`,
    };
  },
  // An antenna: a radome or a whip on its mount.
  antenna: ({ hue, view, label }) => ({
    shadow: [400, 520, 130],
    body: `<rect x="330" y="440" width="140" height="50" rx="12" fill="#2b333d"/><rect x="388" y="410" width="24" height="40" fill="#9aa3ad"/>
<rect x="${view === 1 ? 372 : 376}" y="110" width="${view === 1 ? 56 : 48}" height="310" rx="24" fill="hsl(${hue},8%,22%)"/><rect x="386" y="130" width="8" height="260" rx="4" fill="hsl(${hue},8%,38%)"/>
${[60, 100].map((r) => `<path d="M${400 - r} ${200 - r / 2} a${r} ${r} 0 0 0 0 ${r * 1.2} M${400 + r} ${200 - r / 2} a${r} ${r} 0 0 1 0 ${r * 1.2}" stroke="hsl(${hue},60%,50%)" stroke-width="6" fill="none" opacity="0.55"/>`).join('')}
<text x="400" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#2b333d">${esc(label)}</text>`,
  }),
  // A cable: a coil with an M12 plug at one end and an RJ45 at the other.
  cable: ({ hue, label }) => ({
    shadow: [400, 500, 250],
    body: `<g fill="none" stroke="hsl(${hue},30%,28%)" stroke-width="14">${[0, 1, 2].map((i) => `<ellipse cx="${400 + i * 12}" cy="${300 - i * 6}" rx="${170 - i * 8}" ry="${110 - i * 6}"/>`).join('')}</g>
<path d="M230 300 C180 360 170 430 130 450" stroke="hsl(${hue},30%,28%)" stroke-width="14" fill="none"/><path d="M590 300 C640 360 650 420 690 440" stroke="hsl(${hue},30%,28%)" stroke-width="14" fill="none"/>
<rect x="90" y="440" width="70" height="50" rx="10" fill="#9aa3ad" stroke="#3a424c" stroke-width="3"/><circle cx="125" cy="465" r="14" fill="#3a424c"/>
<rect x="660" y="430" width="70" height="54" rx="4" fill="#e8edf2" stroke="#3a424c" stroke-width="3"/><rect x="672" y="462" width="46" height="12" fill="#d4a53c"/>
<text x="400" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#2b333d">${esc(label)}</text>`,
  }),
};

/** The rounded metal body every boxed device shares. */
function box(x, y, width, height, hue) {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="url(#b)" stroke="hsl(${hue},20%,55%)" stroke-width="3"/><rect x="${x}" y="${y}" width="${width}" height="46" rx="14" fill="hsl(${hue},65%,38%)"/>`;
}

/** The maker's name on the top band and the model under it. */
function brand(x, y, label, size = 22) {
  return `<text x="${x + 24}" y="${y + 31}" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">FERROLINK</text>
<text x="${x + 24}" y="${y + 90}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" fill="#2b333d">${esc(label)}</text>`;
}

/** A DIN-rail box with a row of field connectors (serial servers, gateways). */
function connectorsBox({ ports, hue, view, label }, connector) {
  const count = Math.max(2, Math.min(ports * 2, 8));
  const width = 140 + count * 64;
  const x0 = (800 - width) / 2;
  const y0 = view === 1 ? 170 : 150;
  const height = view === 2 ? 240 : 290;
  const marks = Array.from({ length: count }, (_, i) => connector(x0 + 70 + i * 64, y0 + height - 80, i)).join('');
  return {
    shadow: [400, y0 + height + 40, width / 2 + 40],
    body: `${box(x0, y0, width, height, hue)}${brand(x0, y0, label)}${marks}<circle cx="${x0 + width - 30}" cy="${y0 + 80}" r="6" fill="#35d07f"/>`,
  };
}

/** The names of the kinds of product device() draws. */
export const DEVICE_KIND_NAMES = Object.keys(DEVICE_KINDS);

/** A product photograph stand-in: the product's kind drawn as a device on a studio backdrop. */
export function device({ label, kind = 'din', ports = 8, hue = 210, variant = 0, width = 800, height = 600 }) {
  const draw = DEVICE_KINDS[kind];
  if (!draw) throw new Error(`svg-art: unknown device kind "${kind}" (known: ${DEVICE_KIND_NAMES.join(', ')})`);
  const { shadow, body } = draw({ label, ports, hue, view: variant });
  const [shadowX, shadowY, shadowRadius] = shadow;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},12%,92%)"/><stop offset="1" stop-color="hsl(${hue},10%,72%)"/></linearGradient>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#e6ebf0"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<ellipse cx="${shadowX}" cy="${shadowY}" rx="${shadowRadius}" ry="22" fill="rgba(0,0,0,0.12)"/>
${body}
</svg>
`;
}

/** A scene illustration without words (a railway, a plant, a city...) drawn from a motif, for solutions, cases and news. */
export function scene({ label, motif: motifName = 'city', hue = 200, width = 800, height = 500, seed = label }) {
  const random = seeded(seed);
  const sunX = (width * (0.15 + random() * 0.25)).toFixed(0);
  // The motif's 800x500 box scaled to the picture's width, standing on the ground line.
  const scale = Math.min(width / 800, height / 500);
  const left = (width - 800 * scale) / 2;
  const top = height - 80 * (height / 500) - 420 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,74%)"/><stop offset="1" stop-color="hsl(${hue},50%,92%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>
<circle cx="${sunX}" cy="${(height * 0.2).toFixed(0)}" r="${(36 * scale).toFixed(0)}" fill="hsla(${(hue + 180) % 360},90%,85%,0.55)"/>
<rect y="${(height - 80 * (height / 500)).toFixed(0)}" width="${width}" height="${(80 * (height / 500)).toFixed(0)}" fill="hsl(${hue},22%,30%)"/>
<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})">${motif(motifName, palette(hue), random)}</g>
</svg>
`;
}

function symbolOf(symbols, name) {
  if (!symbols[name]) throw new Error(`svg-art: unknown tile symbol "${name}" (known: ${Object.keys(symbols).join(', ')})`);
  return symbols[name];
}

/** A square icon tile with a symbol and a caption (categories, feature points, advantages). */
export function tile({ label, hue = 210, symbol = 'switch', size = 400 }) {
  const symbols = {
    switch: `<rect x="110" y="150" width="180" height="90" rx="10" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3, 4].map((i) => `<rect x="${128 + i * 32}" y="200" width="20" height="22" rx="3"/>`).join('')}</g>`,
    wireless: `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M140 190 a85 85 0 0 1 120 0"/><path d="M165 215 a50 50 0 0 1 70 0"/></g><circle cx="200" cy="245" r="12" fill="#fff"/>`,
    serial: `<rect x="120" y="160" width="160" height="80" rx="30" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3].map((i) => `<circle cx="${150 + i * 33}" cy="200" r="8"/>`).join('')}</g>`,
    // Software: a screen with a trend line.
    software: `<rect x="110" y="130" width="180" height="130" rx="10" fill="none" stroke="#fff" stroke-width="8"/><path d="M150 230 l30 -40 l25 25 l35 -50" fill="none" stroke="#fff" stroke-width="8"/>`,
    shield: `<path d="M200 120 l80 30 v60 c0 50 -40 80 -80 95 c-40 -15 -80 -45 -80 -95 v-60z" fill="none" stroke="#fff" stroke-width="8"/>`,
    bolt: `<path d="M215 110 l-70 110 h50 l-20 80 l80 -120 h-50z" fill="#fff"/>`,
    gear: `<circle cx="200" cy="195" r="45" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="18 10"/><circle cx="200" cy="195" r="18" fill="#fff"/>`,
    // A 19-inch rack switch: a wide flat box with two rows of ports.
    rack: `<rect x="90" y="160" width="220" height="70" rx="6" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${106 + i * 24}" y="176" width="16" height="14" rx="2"/><rect x="${106 + i * 24}" y="198" width="16" height="14" rx="2"/>`).join('')}</g><path d="M80 160 v70 M320 160 v70" stroke="#fff" stroke-width="8"/>`,
    // A PoE switch: ports with a lightning bolt.
    poe: `<rect x="110" y="180" width="180" height="80" rx="10" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3].map((i) => `<rect x="${130 + i * 38}" y="222" width="24" height="22" rx="3"/>`).join('')}</g><path d="M212 100 l-34 50 h24 l-10 40 l40 -56 h-24z" fill="#fff"/>`,
    // A railway switch: a train's front with M12 connectors.
    rail: `<path d="M130 250 V150 q0 -30 30 -30 h80 q30 0 30 30 V250z" fill="none" stroke="#fff" stroke-width="8"/><rect x="150" y="140" width="100" height="50" rx="6" fill="#fff"/><circle cx="160" cy="225" r="10" fill="#fff"/><circle cx="240" cy="225" r="10" fill="#fff"/><path d="M140 275 h120 M120 295 h160" stroke="#fff" stroke-width="8"/>`,
    // A protocol gateway: two different connectors joined through a box.
    gateway: `<rect x="160" y="150" width="80" height="100" rx="10" fill="none" stroke="#fff" stroke-width="8"/><path d="M100 200 h60 M240 200 h60" stroke="#fff" stroke-width="8"/><path d="M90 180 h20 v40 h-20z" fill="#fff"/><circle cx="310" cy="200" r="16" fill="#fff"/><path d="M185 185 h30 l-10 -10 M215 215 h-30 l10 10" stroke="#fff" stroke-width="6" fill="none"/>`,
    // A media converter: copper in, light out.
    converter: `<rect x="140" y="160" width="120" height="80" rx="10" fill="none" stroke="#fff" stroke-width="8"/><rect x="90" y="185" width="50" height="30" rx="3" fill="#fff"/><path d="M260 200 h30" stroke="#fff" stroke-width="8"/><path d="M290 200 q20 -30 40 0 t40 0" stroke="#fff" stroke-width="6" fill="none"/><circle cx="200" cy="200" r="10" fill="#fff"/>`,
    // A cellular router: a box with two antennas and bars.
    cellular: `<rect x="120" y="200" width="160" height="70" rx="10" fill="none" stroke="#fff" stroke-width="8"/><path d="M150 200 v-80 M250 200 v-80" stroke="#fff" stroke-width="8" stroke-linecap="round"/><g fill="#fff"><rect x="160" y="240" width="12" height="14"/><rect x="180" y="230" width="12" height="24"/><rect x="200" y="220" width="12" height="34"/><rect x="220" y="210" width="12" height="44"/></g>`,
    // A wireless bridge: two dishes facing each other across a beam.
    bridge: `<path d="M110 140 q40 60 0 120 M290 140 q-40 60 0 120" fill="none" stroke="#fff" stroke-width="10"/><path d="M110 140 v120 M290 140 v120" stroke="#fff" stroke-width="4"/><path d="M140 200 h120" stroke="#fff" stroke-width="6" stroke-dasharray="14 10"/><path d="M110 260 v40 M290 260 v40" stroke="#fff" stroke-width="8"/>`,
    // An SFP transceiver: a slim module with its latch and two fibre bores.
    sfp: `<path d="M100 170 h170 l30 15 v30 l-30 15 h-170z" fill="none" stroke="#fff" stroke-width="8"/><circle cx="282" cy="190" r="7" fill="#fff"/><circle cx="282" cy="210" r="7" fill="#fff"/><path d="M120 230 v30 h60" stroke="#fff" stroke-width="8" fill="none"/><g fill="#fff">${[0, 1, 2, 3, 4].map((i) => `<rect x="${118 + i * 14}" y="185" width="6" height="30"/>`).join('')}</g>`,
    // A DIN-rail power supply: a box with terminals, a plus and a minus.
    power: `<rect x="130" y="120" width="140" height="170" rx="8" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3].map((i) => `<circle cx="${156 + i * 30}" cy="145" r="9"/><circle cx="${156 + i * 30}" cy="265" r="9"/>`).join('')}</g><path d="M170 205 h24 M182 193 v24 M212 205 h24" stroke="#fff" stroke-width="7"/>`,
    // An antenna: a whip on a base, sending.
    antenna: `<path d="M200 290 V130" stroke="#fff" stroke-width="10" stroke-linecap="round"/><rect x="165" y="280" width="70" height="22" rx="6" fill="#fff"/><g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"><path d="M160 150 a50 50 0 0 0 0 60 M240 150 a50 50 0 0 1 0 60"/><path d="M130 130 a85 85 0 0 0 0 100 M270 130 a85 85 0 0 1 0 100"/></g>`,
    // A cable: a coil with a connector at each end.
    cable: `<path d="M110 270 c0 -60 60 -60 60 -110 c0 -40 -60 -40 -60 0 c0 50 120 50 120 0 c0 -40 -60 -40 -60 0 c0 50 120 60 120 110" fill="none" stroke="#fff" stroke-width="9"/><rect x="95" y="270" width="30" height="36" rx="4" fill="#fff"/><rect x="275" y="270" width="30" height="36" rx="4" fill="#fff"/>`,
    // An antenna and a cable together, for the family of both.
    'antenna-cable': `<path d="M160 280 V130" stroke="#fff" stroke-width="10" stroke-linecap="round"/><rect x="130" y="272" width="60" height="20" rx="6" fill="#fff"/><g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"><path d="M125 150 a45 45 0 0 0 0 55 M195 150 a45 45 0 0 1 0 55"/></g><path d="M190 282 c40 0 40 -70 80 -70 c30 0 30 50 0 50" fill="none" stroke="#fff" stroke-width="8"/><rect x="255" y="250" width="28" height="24" rx="4" fill="#fff"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,28%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#t)"/>${symbolOf(symbols, symbol)}
<text x="200" y="340" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#fff">${esc(label.length > 28 ? `${label.slice(0, 27)}...` : label)}</text>
</svg>
`;
}
