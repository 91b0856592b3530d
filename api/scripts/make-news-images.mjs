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

// Each news category has its own picture: company activity is a trade-fair stand, social responsibility a
// neighbourhood; industry articles and cases show the sector their title names (a network where it names none).
const CATEGORY_MOTIF = { 32: 'network', 33: 'factory', 34: 'community', 35: 'expo' };
const TITLE_MOTIF_WORDS = [
  [/rail|metro|train|tram/i, 'rail'],
  [/expressway|toll|road|tunnel/i, 'road'],
  [/steel|mill|metallurg/i, 'mill'],
  [/solar|photovoltaic|\bpv\b/i, 'solar'],
  [/wind/i, 'wind'],
  [/water|sluice|flood|pump/i, 'water'],
  [/substation|grid|power utility|feeder/i, 'grid'],
  [/city|camera|parking|elevator/i, 'city'],
  [/wi-fi|wireless|5g|4g|cellular/i, 'wireless'],
  [/62443|security|cyber/i, 'shield'],
  [/plant|factory|robot|bottling|packaging|automation|tsn/i, 'factory'],
];
function articleMotif(article) {
  const motif = CATEGORY_MOTIF[article.categoryId];
  if (!motif) throw new Error(`make-news-images: article ${article.id} is in category ${article.categoryId}, which has no motif`);
  // Activity and social responsibility keep their category's picture whatever the title says.
  if (article.categoryId === 34 || article.categoryId === 35) return motif;
  return TITLE_MOTIF_WORDS.find(([words]) => words.test(article.title))?.[1] ?? motif;
}
// A milestone's picture follows what happened that year.
const MILESTONE_MOTIF_WORDS = [
  [/founded|service centre/i, 'office'],
  [/ships/i, 'shipping'],
  [/rail/i, 'rail'],
  [/wireless|5g/i, 'wireless'],
  [/62443/i, 'shield'],
  [/solar/i, 'solar'],
  [/twenty years/i, 'expo'],
  [/switch|layer 3|devices|tsn/i, 'network'],
];

const { articles } = JSON.parse(fs.readFileSync(path.join(contentDir, 'news', 'articles.json'), 'utf8'));
for (const article of articles) {
  const svg = scene({ label: article.title, hue: article.hue, motif: articleMotif(article), width: 800, height: 500 });
  fs.writeFileSync(path.join(outDir, `article-${article.id}.svg`), svg);
}

const about = JSON.parse(fs.readFileSync(path.join(contentDir, 'news', 'about.json'), 'utf8'));
for (const [index, milestone] of about.milestones.entries()) {
  const motif = MILESTONE_MOTIF_WORDS.find(([words]) => words.test(milestone.title))?.[1] ?? 'factory';
  const svg = scene({ label: `${milestone.year}: ${milestone.title}`, hue: (200 + index * 23) % 360, motif, width: 600, height: 400 });
  fs.writeFileSync(path.join(outDir, `milestone-${milestone.year}.svg`), svg);
}
fs.writeFileSync(path.join(outDir, 'profile.svg'), scene({ label: 'Ferrolink headquarters', hue: 210, motif: 'office', width: 960, height: 600 }));
console.log(`wrote ${fs.readdirSync(outDir).length} files to ${path.relative(process.cwd(), outDir)}`);
