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

/** A wide banner: gradient sky, a network of nodes and links, a title and a subtitle. */
export function banner({ title, subtitle = '', hue = 210, width = 1920, height = 520, seed = title }) {
  const random = seeded(seed);
  const nodes = Array.from({ length: 26 }, () => [Math.round(random() * width), Math.round(random() * height)]);
  const links = [];
  nodes.forEach(([x, y], index) => {
    const [nx, ny] = nodes[(index * 7 + 3) % nodes.length];
    links.push(`<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" />`);
  });
  const dots = nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${3 + (index % 4)}" />`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,42%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g stroke="hsla(${hue},80%,80%,0.25)" stroke-width="1.5">${links.join('')}</g>
<g fill="hsla(${hue},90%,85%,0.7)">${dots}</g>
<text x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.48)}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height * 0.11)}" font-weight="700" fill="#fff">${esc(title)}</text>
<text x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.62)}" font-family="Helvetica, Arial, sans-serif" font-size="${Math.round(height * 0.045)}" fill="hsla(0,0%,100%,0.85)">${esc(subtitle)}</text>
</svg>
`;
}

/** A product photograph stand-in drawn as a device: a DIN-rail or rack box with ports and LEDs. */
export function device({ label, ports = 8, hue = 210, variant = 0, width = 800, height = 600 }) {
  const bodyWidth = Math.min(640, 180 + ports * 22);
  const x0 = (width - bodyWidth) / 2;
  const y0 = variant === 1 ? 170 : 140;
  const bodyHeight = variant === 2 ? 220 : 300;
  const visiblePorts = Math.max(1, Math.min(ports || 2, 24));
  const portWidth = (bodyWidth - 60) / visiblePorts;
  const portMarks = Array.from({ length: visiblePorts }, (_, index) => {
    const px = x0 + 30 + index * portWidth;
    return `<rect x="${px + 2}" y="${y0 + bodyHeight - 90}" width="${Math.max(6, portWidth - 6)}" height="40" rx="3" fill="#20262e"/><circle cx="${px + portWidth / 2}" cy="${y0 + bodyHeight - 105}" r="4" fill="${index % 3 === 0 ? '#35d07f' : '#f2b134'}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},12%,92%)"/><stop offset="1" stop-color="hsl(${hue},10%,72%)"/></linearGradient>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#e6ebf0"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<ellipse cx="${width / 2}" cy="${y0 + bodyHeight + 40}" rx="${bodyWidth / 2 + 40}" ry="22" fill="rgba(0,0,0,0.12)"/>
<rect x="${x0}" y="${y0}" width="${bodyWidth}" height="${bodyHeight}" rx="14" fill="url(#b)" stroke="hsl(${hue},20%,55%)" stroke-width="3"/>
<rect x="${x0}" y="${y0}" width="${bodyWidth}" height="46" rx="14" fill="hsl(${hue},65%,38%)"/>
<text x="${x0 + 24}" y="${y0 + 31}" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">FERROLINK</text>
<text x="${x0 + 24}" y="${y0 + 90}" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#2b333d">${esc(label)}</text>
${portMarks}
</svg>
`;
}

/** A scene illustration (a plant, a railway, a city...) built from simple shapes, for solutions, cases and news. */
export function scene({ title, hue = 200, width = 800, height = 500, seed = title }) {
  const random = seeded(seed);
  const buildings = Array.from({ length: 12 }, (_, index) => {
    const w = 40 + random() * 70;
    const h = 60 + random() * 220;
    const x = (index / 12) * width + random() * 20;
    return `<rect x="${x.toFixed(0)}" y="${(height - 80 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="hsla(${hue},35%,${20 + index * 3}%,0.9)"/>`;
  }).join('');
  const sun = `<circle cx="${(width * (0.2 + random() * 0.6)).toFixed(0)}" cy="${(height * 0.25).toFixed(0)}" r="46" fill="hsla(${(hue + 180) % 360},90%,75%,0.8)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${hue},50%,93%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/>${sun}${buildings}
<rect y="${height - 80}" width="${width}" height="80" fill="hsl(${hue},20%,30%)"/>
<path d="M0 ${height - 40} H${width}" stroke="hsl(${hue},80%,70%)" stroke-width="4" stroke-dasharray="24 14"/>
<rect x="20" y="20" width="${Math.min(width - 40, 40 + title.length * 13)}" height="44" rx="6" fill="rgba(0,0,0,0.45)"/>
<text x="36" y="50" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#fff">${esc(title)}</text>
</svg>
`;
}

/** A square icon tile with a symbol and a caption (categories, feature points, advantages). */
export function tile({ label, hue = 210, symbol = 'switch', size = 400 }) {
  const symbols = {
    switch: `<rect x="110" y="150" width="180" height="90" rx="10" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3, 4].map((i) => `<rect x="${128 + i * 32}" y="200" width="20" height="22" rx="3"/>`).join('')}</g>`,
    wireless: `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M140 190 a85 85 0 0 1 120 0"/><path d="M165 215 a50 50 0 0 1 70 0"/></g><circle cx="200" cy="245" r="12" fill="#fff"/>`,
    serial: `<rect x="120" y="160" width="160" height="80" rx="30" fill="none" stroke="#fff" stroke-width="8"/><g fill="#fff">${[0, 1, 2, 3].map((i) => `<circle cx="${150 + i * 33}" cy="200" r="8"/>`).join('')}</g>`,
    software: `<rect x="110" y="130" width="180" height="130" rx="10" fill="none" stroke="#fff" stroke-width="8"/><path d="M150 230 l30 -40 l25 25 l35 -50" fill="none" stroke="#fff" stroke-width="8"/>`,
    shield: `<path d="M200 120 l80 30 v60 c0 50 -40 80 -80 95 c-40 -15 -80 -45 -80 -95 v-60z" fill="none" stroke="#fff" stroke-width="8"/>`,
    bolt: `<path d="M215 110 l-70 110 h50 l-20 80 l80 -120 h-50z" fill="#fff"/>`,
    gear: `<circle cx="200" cy="195" r="45" fill="none" stroke="#fff" stroke-width="18" stroke-dasharray="18 10"/><circle cx="200" cy="195" r="18" fill="#fff"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,40%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,28%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#t)"/>${symbols[symbol] ?? symbols.switch}
<text x="200" y="340" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" fill="#fff">${esc(label.length > 28 ? `${label.slice(0, 27)}...` : label)}</text>
</svg>
`;
}
