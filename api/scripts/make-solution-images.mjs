// Draws the solutions' artwork (overview banner, solution scenes, feature-point tiles,
// case scenes) into api/content/media/solutions from api/content/solutions/solutions.json.
// Run: node api/scripts/make-solution-images.mjs. Outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner, scene, tile } from './svg-art.mjs';

// What each solution's pictures show (its scene and, unless a case says otherwise, its cases), by solution id.
const SOLUTION_MOTIF = {
  24: 'rail',
  17: 'rail',
  19: 'road',
  18: 'factory',
  20: 'mill',
  8: 'tunnel',
  14: 'city',
  10: 'elevator',
  9: 'community',
  23: 'solar',
  21: 'water',
  22: 'wind',
  7: 'grid',
};
// A case whose name says what it is about gets that picture (a wireless crane link, a sensor corridor...).
const CASE_MOTIF_WORDS = [
  [/wireless|crane/i, 'wireless'],
  [/sensor|lineside|monitoring|metering/i, 'network'],
  [/camera|video|safe-city|signal/i, 'city'],
  [/depot|station/i, 'rail'],
  [/rooftop|warehouse/i, 'solar'],
  [/pumping|irrigation/i, 'water'],
  [/substation|feeder/i, 'grid'],
];
// The textless sector pictures behind the home accordion, by sector type.
const SECTOR_MOTIF = { 1: 'rail', 2: 'factory', 3: 'city', 4: 'wind' };

function motifOf(solution) {
  const motif = SOLUTION_MOTIF[solution.id];
  if (!motif) throw new Error(`make-solution-images: solution ${solution.id} (${solution.name}) has no motif in SOLUTION_MOTIF`);
  return motif;
}

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const outDir = path.join(contentDir, 'media', 'solutions');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const { solutions } = JSON.parse(fs.readFileSync(path.join(contentDir, 'solutions', 'solutions.json'), 'utf8'));

fs.writeFileSync(
  path.join(outDir, 'overview-banner.svg'),
  // Without words: the overview page lays its heading and line over it as text.
  banner({ label: 'Solutions', hue: 205, motif: 'network' }),
);
// Textless sector artwork (the home accordion lays its own text over it), in the hues of the sector banners 28..31.
const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site', 'site.json'), 'utf8'));
for (const item of site.banners.filter((candidate) => candidate.dictionaryId >= 28 && candidate.dictionaryId <= 31)) {
  const type = item.dictionaryId - 27;
  fs.writeFileSync(
    path.join(outDir, `sector-${type}.svg`),
    banner({ label: item.title, hue: item.hue, motif: SECTOR_MOTIF[type], width: 1200, height: 800 }),
  );
}
for (const solution of solutions) {
  fs.writeFileSync(path.join(outDir, `solution-${solution.id}.svg`), scene({ label: solution.name, hue: solution.hue, motif: motifOf(solution) }));
  solution.points.forEach((point, index) => {
    fs.writeFileSync(
      path.join(outDir, `point-${solution.id}-${index + 1}.svg`),
      tile({ label: point.name, hue: (solution.hue + index * 12) % 360, symbol: point.symbol }),
    );
  });
  solution.cases.forEach((item, index) => {
    fs.writeFileSync(
      path.join(outDir, `case-${solution.id}-${index + 1}.svg`),
      scene({
        label: item.name,
        hue: (solution.hue + 20 + index * 25) % 360,
        motif: CASE_MOTIF_WORDS.find(([words]) => words.test(item.name))?.[1] ?? motifOf(solution),
      }),
    );
  });
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
