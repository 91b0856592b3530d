import fs from 'node:fs';
import path from 'node:path';

// The committed artwork under api/content/media, as the make-*-images scripts draw it.
const mediaDir = path.join(__dirname, '..', '..', 'content', 'media');
const read = (file: string) => fs.readFileSync(path.join(mediaDir, file), 'utf8');

/**
 * What a picture is drawn with, whatever its colours, sizes and captions: its elements with their attribute names,
 * and which element follows which. Two pictures from the same drawing with other colours or words have the same shape.
 */
function shapeOf(svg: string): string {
  const parts = new Set<string>();
  let previous = '';
  for (const match of svg.matchAll(/<([a-zA-Z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>/g)) {
    const [, element = '', attributeText = ''] = match;
    const attributes = [...attributeText.matchAll(/([a-zA-Z-]+)=/g)].map((attribute) => attribute[1]).sort();
    parts.add(`${element}(${attributes.join(',')})`);
    parts.add(`${previous}>${element}`);
    previous = element;
  }
  return [...parts].sort().join(' ');
}

/** The size an SVG says it is. */
function sizeOf(svg: string): [number, number] {
  const match = /<svg[^>]*\swidth="(\d+)"\s+height="(\d+)"/.exec(svg);
  if (!match) throw new Error('no width and height on the svg element');
  return [Number(match[1]), Number(match[2])];
}

const files = (folder: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(mediaDir, folder))
    .filter((name) => pattern.test(name))
    .map((name) => `${folder}/${name}`);

describe('the artwork', () => {
  it('draws banners without words, at the size the pages expect: the headline and summary are the page’s text', () => {
    const banners = [...files('site', /^banner-\d+\.svg$/), 'solutions/overview-banner.svg'];
    expect(banners.length).toBeGreaterThanOrEqual(14);
    for (const file of banners) {
      const svg = read(file);
      expect({ file, words: /<text[\s>]/.test(svg) }).toEqual({ file, words: false });
      expect(sizeOf(svg)).toEqual([1920, 520]);
    }
    for (const file of files('solutions', /^sector-\d\.svg$/)) expect(sizeOf(read(file))).toEqual([1200, 800]);
  });

  it('gives each solution sector a picture of its own', () => {
    // One solution of each sector: rail transit, factory automation, utility tunnel, photovoltaic.
    const sectors = ['solution-24.svg', 'solution-18.svg', 'solution-8.svg', 'solution-23.svg'].map((file) => shapeOf(read(`solutions/${file}`)));
    expect(new Set(sectors).size).toBe(4);
    const banners = [8, 9, 10, 11].map((id) => shapeOf(read(`site/banner-${id}.svg`)));
    expect(new Set(banners).size).toBe(4);
  });

  it('gives each news category a picture of its own', () => {
    const articles = JSON.parse(fs.readFileSync(path.join(mediaDir, '..', 'news', 'articles.json'), 'utf8')) as {
      articles: { id: number; categoryId: number }[];
    };
    const firstOf = (categoryId: number) => articles.articles.find((article) => article.categoryId === categoryId);
    // Industry, Classic Case, Social responsibility, Activity.
    const pictures = [32, 33, 34, 35].map((categoryId) => {
      const article = firstOf(categoryId);
      if (!article) throw new Error(`no article in category ${categoryId}`);
      const svg = read(`news/article-${article.id}.svg`);
      expect(sizeOf(svg)).toEqual([800, 500]);
      return shapeOf(svg);
    });
    expect(new Set(pictures).size).toBe(4);
  });

  it('draws each kind of product as itself: SFP modules, power supplies, antennas and cables are not one chart or one box', () => {
    const products = JSON.parse(fs.readFileSync(path.join(mediaDir, '..', 'catalog', 'products.json'), 'utf8')) as {
      products: { name: string; subCategoryId: number; images: string[] }[];
    };
    const shotOf = (test: (product: { name: string; subCategoryId: number }) => boolean) => {
      const product = products.products.find(test);
      const firstImage = product?.images[0];
      if (!firstImage) throw new Error('no such product, or one without a picture');
      const svg = read(`catalog/${path.basename(firstImage)}`);
      expect(sizeOf(svg)).toEqual([800, 600]);
      return shapeOf(svg);
    };
    const kinds = [
      shotOf((product) => product.subCategoryId === 5), // managed DIN-rail switch
      shotOf((product) => product.subCategoryId === 7), // rackmount switch
      shotOf((product) => product.subCategoryId === 10), // serial device server
      shotOf((product) => product.subCategoryId === 12), // media converter
      shotOf((product) => product.subCategoryId === 13), // Wi-Fi access point
      shotOf((product) => product.subCategoryId === 15), // cellular router
      shotOf((product) => product.subCategoryId === 17), // software
      shotOf((product) => product.subCategoryId === 18), // SFP module
      shotOf((product) => product.subCategoryId === 19), // power supply
      shotOf((product) => product.name.startsWith('FL-ANT')), // antenna
      shotOf((product) => product.name.startsWith('FL-CBL')), // cable
    ];
    expect(new Set(kinds).size).toBe(kinds.length);
    // The category tiles of SFP transceivers, power supplies and antennas carry three different symbols.
    const tiles = [18, 19, 20].map((id) => shapeOf(read(`site/category-${id}.svg`)));
    expect(new Set(tiles).size).toBe(3);
  });
});
