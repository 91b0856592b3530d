// Draws the product shots of the catalogue into api/content/media/catalog: up to three
// views per product (front, raised three-quarter, low profile) with the svg-art device().
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
const { products } = JSON.parse(fs.readFileSync(path.join(contentDir, 'catalog', 'products.json'), 'utf8'));
for (const product of products) {
  product.images.forEach((url, variant) => {
    const svg = device({
      label: product.name,
      // Accessories and software have no Ethernet ports; draw connectors so the picture still reads as hardware.
      ports: product.ports || 2 + (product.id % 3),
      hue: (HUES[product.familyId] + product.subCategoryId * 7) % 360,
      variant,
    });
    fs.writeFileSync(path.join(outDir, path.basename(url)), svg);
  });
}
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
