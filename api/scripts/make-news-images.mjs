// Draws the news section's artwork (article pictures, milestone pictures) into api/content/media/news.
// Run: node api/scripts/make-news-images.mjs. Outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scene } from './svg-art.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const outDir = path.join(contentDir, 'media', 'news');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const CATEGORY_LABEL = { 32: 'Industry', 33: 'Classic Case', 34: 'Social responsibility', 35: 'Activity' };

const { articles } = JSON.parse(fs.readFileSync(path.join(contentDir, 'news', 'articles.json'), 'utf8'));
for (const article of articles) {
  const svg = scene({ title: CATEGORY_LABEL[article.categoryId] ?? 'News', hue: article.hue, seed: article.title, width: 800, height: 500 });
  fs.writeFileSync(path.join(outDir, `article-${article.id}.svg`), svg);
}

const about = JSON.parse(fs.readFileSync(path.join(contentDir, 'news', 'about.json'), 'utf8'));
for (const [index, milestone] of about.milestones.entries()) {
  const svg = scene({ title: String(milestone.year), hue: (200 + index * 23) % 360, seed: milestone.title, width: 600, height: 400 });
  fs.writeFileSync(path.join(outDir, `milestone-${milestone.year}.svg`), svg);
}
fs.writeFileSync(path.join(outDir, 'profile.svg'), scene({ title: 'Ferrolink since 2006', hue: 210, seed: 'profile', width: 960, height: 600 }));
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
