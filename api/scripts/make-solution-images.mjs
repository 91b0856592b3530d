// Draws the solutions' artwork (overview banner, solution scenes, feature-point tiles,
// case scenes) into api/content/media/solutions from api/content/solutions/solutions.json.
// Run: node api/scripts/make-solution-images.mjs. Outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner, scene, tile } from './svg-art.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const outDir = path.join(contentDir, 'media', 'solutions');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const { solutions } = JSON.parse(fs.readFileSync(path.join(contentDir, 'solutions', 'solutions.json'), 'utf8'));

fs.writeFileSync(
  path.join(outDir, 'overview-banner.svg'),
  banner({ title: 'Solutions', subtitle: 'Industrial networks for transportation, manufacturing, cities and energy', hue: 205 }),
);
// Textless sector artwork (the home accordion lays its own text over it), in the hues of the sector banners 28..31.
const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site', 'site.json'), 'utf8'));
for (const item of site.banners.filter((candidate) => candidate.dictionaryId >= 28 && candidate.dictionaryId <= 31)) {
  const type = item.dictionaryId - 27;
  fs.writeFileSync(path.join(outDir, `sector-${type}.svg`), banner({ title: '', hue: item.hue, width: 1200, height: 800, seed: item.title }));
}
for (const solution of solutions) {
  fs.writeFileSync(path.join(outDir, `solution-${solution.id}.svg`), scene({ title: solution.name, hue: solution.hue }));
  solution.points.forEach((point, index) => {
    fs.writeFileSync(
      path.join(outDir, `point-${solution.id}-${index + 1}.svg`),
      tile({ label: point.name, hue: (solution.hue + index * 12) % 360, symbol: point.symbol }),
    );
  });
  solution.cases.forEach((item, index) => {
    fs.writeFileSync(
      path.join(outDir, `case-${solution.id}-${index + 1}.svg`),
      scene({ title: `${solution.name} case ${index + 1}`, hue: (solution.hue + 20 + index * 25) % 360, seed: item.name }),
    );
  });
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
