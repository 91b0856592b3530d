// Draws the site-wide artwork (banners, category tiles) into api/content/media/site.
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
  fs.writeFileSync(path.join(outDir, `banner-${item.id}.svg`), banner({ title: item.title, subtitle: item.subtitle, hue: item.hue }));
}
const categories = JSON.parse(fs.readFileSync(path.join(contentDir, 'site', 'categories.json'), 'utf8'));
for (const family of categories.families) {
  fs.writeFileSync(path.join(outDir, `category-${family.id}.svg`), tile({ label: family.en, hue: family.hue, symbol: family.symbol }));
}
for (const sub of categories.subCategories) {
  const family = categories.families.find((candidate) => candidate.id === sub.pid);
  fs.writeFileSync(path.join(outDir, `category-${sub.id}.svg`), tile({ label: sub.en, hue: (family.hue + sub.id * 9) % 360, symbol: family.symbol }));
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
