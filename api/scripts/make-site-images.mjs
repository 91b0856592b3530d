// Draws the site-wide artwork (banners, category tiles) into api/content/media/site. Banners are pictures
// without words (each page lays the banner's title and summary over it as text), each with its own motif.
// Run: node api/scripts/make-site-images.mjs. Outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { banner, tile } from './svg-art.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const outDir = path.join(contentDir, 'media', 'site');
fs.mkdirSync(outDir, { recursive: true });

const site = JSON.parse(fs.readFileSync(path.join(contentDir, 'site', 'site.json'), 'utf8'));
for (const item of site.banners) {
  fs.writeFileSync(path.join(outDir, `banner-${item.id}.svg`), banner({ label: item.title, hue: item.hue, motif: item.motif }));
}
const categories = JSON.parse(fs.readFileSync(path.join(contentDir, 'site', 'categories.json'), 'utf8'));
for (const family of categories.families) {
  fs.writeFileSync(path.join(outDir, `category-${family.id}.svg`), tile({ label: family.en, hue: family.hue, symbol: family.symbol }));
}
// Each sub category shows its own kind of product, not its family's symbol: an SFP module is no chart.
const SUB_CATEGORY_SYMBOL = {
  5: 'switch',
  6: 'switch',
  22: 'poe',
  7: 'rack',
  9: 'rail',
  10: 'serial',
  11: 'gateway',
  12: 'converter',
  13: 'wireless',
  15: 'cellular',
  16: 'bridge',
  17: 'software',
  18: 'sfp',
  19: 'power',
  20: 'antenna-cable',
};
for (const sub of categories.subCategories) {
  const family = categories.families.find((candidate) => candidate.id === sub.pid);
  const symbol = SUB_CATEGORY_SYMBOL[sub.id];
  if (!symbol) throw new Error(`make-site-images: sub category ${sub.id} (${sub.en}) has no symbol in SUB_CATEGORY_SYMBOL`);
  fs.writeFileSync(path.join(outDir, `category-${sub.id}.svg`), tile({ label: sub.en, hue: (family.hue + sub.id * 9) % 360, symbol }));
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
