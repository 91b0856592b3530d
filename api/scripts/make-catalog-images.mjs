// Draws the product shots of the catalogue into api/content/media/catalog: up to three
// views per product (front, raised three-quarter, low profile) with the svg-art device(), each drawn as its kind
// of product (a rack switch, an SFP module, a power supply, an antenna...).
// Run after make-catalog-content.mjs: node api/scripts/make-catalog-images.mjs. Outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { device } from './svg-art.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const outDir = path.join(contentDir, 'media', 'catalog');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const HUES = { 1: 210, 2: 160, 3: 275, 4: 25 };
// The kind of device each sub category's products are; antennas and cables share sub category 20 (told by model).
const KIND_BY_SUB_CATEGORY = {
  5: 'din',
  6: 'din',
  22: 'din',
  9: 'din',
  7: 'rack',
  10: 'serial',
  11: 'gateway',
  12: 'converter',
  13: 'ap',
  15: 'cellular',
  16: 'bridge',
  17: 'software',
  18: 'sfp',
  19: 'power',
  20: 'antenna',
};
function kindOf(product) {
  if (product.subCategoryId === 20 && product.name.startsWith('FL-CBL')) return 'cable';
  const kind = KIND_BY_SUB_CATEGORY[product.subCategoryId];
  if (!kind) throw new Error(`make-catalog-images: ${product.name} is in sub category ${product.subCategoryId}, which has no device kind`);
  return kind;
}
const { products } = JSON.parse(fs.readFileSync(path.join(contentDir, 'catalog', 'products.json'), 'utf8'));
for (const product of products) {
  product.images.forEach((url, variant) => {
    const svg = device({
      label: product.name,
      kind: kindOf(product),
      // Accessories and software have no Ethernet ports: the boxed kinds among them still draw a few connectors.
      ports: product.ports || 2 + (product.id % 3),
      hue: (HUES[product.familyId] + product.subCategoryId * 7) % 360,
      variant,
    });
    fs.writeFileSync(path.join(outDir, path.basename(url)), svg);
  });
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
