import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../../src/config';
import { siteSeeder } from '../../src/seed/site-seeder';
import { solutionsSeeder, type SolutionsFile } from '../../src/seed/solutions-seeder';
import { createTestApp, envelope, productRow, type TestApp, useTestApp } from '../helpers/test-app';

interface SolutionBody {
  Id: number;
  Name: string;
  DictionaryName2: string;
  Summary: string;
  BannerImageUrl: string;
  Type: number;
  Tag: number;
  Points: { Name: string; Content: string; ImageUrl: string }[];
  Cases: { Name: string; Content: string; ImageUrl: string }[];
  Products: { ProductId: number; Name: string; ShortName: string; Images: { FileUrl: string }[] }[];
}

interface SectorBody {
  Type: number;
  Name: string;
  ImageUrl: string;
  BackgroundUrl: string;
  Solutions: { Id: number; Name: string; Type: number; Tag: number; Summary: string; ImageUrl: string }[];
}

/** The solutions overview: id, name, type, tag. Written out here so the test checks the content against a fixed list, not against itself. */
const EXPECTED_SOLUTIONS: [id: number, name: string, type: number, tag: number][] = [
  [24, 'Rail Transit', 1, 1],
  [17, 'High-speed Railway', 1, 2],
  [19, 'Expressway', 1, 3],
  [18, 'Factory Automation', 2, 1],
  [20, 'Metallurgical', 2, 2],
  [8, 'Utility Tunnel', 3, 1],
  [14, 'Intelligent Monitoring', 3, 2],
  [10, 'Smart Elevator', 3, 3],
  [9, 'Smart Community', 3, 4],
  [23, 'Photovoltaic', 4, 1],
  [21, 'Water Conservancy', 4, 2],
  [22, 'Wind Energy', 4, 3],
  [7, 'Electric Power', 4, 4],
];

const content = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'solutions', 'solutions.json'), 'utf8')) as SolutionsFile;
const catalogue = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'catalog', 'models.json'), 'utf8')) as { models: { id: number; name: string }[] };
const mediaFile = (url: string) => path.join(CONTENT_DIR, 'media', url.replace(/^\/media\//, ''));

const testApp = useTestApp();
const { get } = testApp;

describe('Solution/GetDetailById', () => {
  it.each(EXPECTED_SOLUTIONS)('answers solution %i (%s) at type %i, tag %i with points, cases and artwork', async (id, name, type, tag) => {
    const reply = await get(`/api/Solution/GetDetailById?id=${id}`);
    expect(reply.statusCode).toBe(200);
    const body = envelope<SolutionBody>(reply);
    expect(body).toMatchObject({ code: 200, success: true });
    const solution = body.response;
    expect(solution).toMatchObject({ Id: id, Name: name, Type: type, Tag: tag });
    expect(solution.Summary.length).toBeGreaterThan(100);
    expect(fs.existsSync(mediaFile(solution.BannerImageUrl))).toBe(true);
    // The Water Conservancy tab shows an empty grid.
    if (id === 21) expect(solution.Points).toEqual([]);
    else expect(solution.Points.length).toBeGreaterThanOrEqual(3);
    expect(solution.Cases.length).toBeGreaterThanOrEqual(2);
    for (const item of [...solution.Points, ...solution.Cases]) {
      expect(item.Name).not.toBe('');
      expect(item.Content).toMatch(/<\/(p|ul|h4)>/);
      expect(fs.existsSync(mediaFile(item.ImageUrl))).toBe(true);
    }
    expect(Array.isArray(solution.Products)).toBe(true);
  });

  it('has summaries on both sides of the 170-character truncation threshold', () => {
    const lengths = content.solutions.map((solution) => solution.summary.length);
    expect(lengths.some((length) => length < 170)).toBe(true);
    expect(lengths.some((length) => length > 430)).toBe(true);
  });

  it.each([
    ['an unknown id', '/api/Solution/GetDetailById?id=999', 404, /no solution with id 999/],
    ['a non-numeric id', '/api/Solution/GetDetailById?id=abc', 400, /id must be a whole number/],
    ['a fractional id', '/api/Solution/GetDetailById?id=1.5', 400, /id must be a whole number/],
    ['a negative id', '/api/Solution/GetDetailById?id=-7', 400, /id must be at least 1/],
    ['an id beyond the integer range', '/api/Solution/GetDetailById?id=99999999999999', 400, /id must be at most/],
    ['a missing id', '/api/Solution/GetDetailById', 400, /id is required/],
    ['an empty id', '/api/Solution/GetDetailById?id=', 400, /id/],
  ])('answers %s with a %i envelope, never a 500', async (_label, url, status, message) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(status);
    const body = envelope(reply);
    expect(body).toMatchObject({ code: status, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});

describe('Solution/GetList', () => {
  it('gives the four sectors in order with their solutions in tab order', async () => {
    const body = envelope<SectorBody[]>(await get('/api/Solution/GetList'));
    expect(body.code).toBe(200);
    expect(body.response.map((sector) => [sector.Type, sector.Name])).toEqual([
      [1, 'Intelligent Transportation'],
      [2, 'Intelligent Manufacturing'],
      [3, 'Smart City'],
      [4, 'Smart Energy'],
    ]);
    const listed = body.response.flatMap((sector) => sector.Solutions.map((solution) => [solution.Id, solution.Name, solution.Type, solution.Tag]));
    expect(listed).toEqual(EXPECTED_SOLUTIONS);
    for (const sector of body.response) {
      expect(sector.ImageUrl).toMatch(/^\/media\/site\/banner-\d+\.svg$/);
      expect(fs.existsSync(mediaFile(sector.BackgroundUrl))).toBe(true);
      for (const solution of sector.Solutions) expect(solution.ImageUrl).toBe(`/media/solutions/solution-${solution.Id}.svg`);
    }
  });
});

describe('solution content', () => {
  it('recommends only models of the canonical catalogue list, by their ids', () => {
    const known = new Set(catalogue.models.map((model) => model.id));
    for (const solution of content.solutions) {
      expect(solution.products.length).toBeGreaterThan(0);
      expect(solution.products.filter((id) => !known.has(id))).toEqual([]);
    }
  });

  // MERGE-DEPENDENT: fails on the solutions branch alone (its products table is empty) and passes once
  // the catalogue seeder, which runs before the solutions seeder, has created the products.
  it('[needs the catalogue] links every recommended product, and the API shows them with their images', async () => {
    const wanted = [...new Set(content.solutions.flatMap((solution) => solution.products))];
    const existing = await testApp.app.db.selectFrom('products').select('id').where('id', 'in', wanted).execute();
    expect(wanted.filter((id) => !existing.some((row) => row.id === id))).toEqual([]);
    const rail = envelope<SolutionBody>(await get('/api/Solution/GetDetailById?id=24')).response;
    const expected = content.solutions.find((solution) => solution.id === 24)?.products;
    expect(rail.Products.map((product) => product.ProductId)).toEqual(expected);
    expect(rail.Products[0]?.Name).toBe(catalogue.models.find((model) => model.id === expected?.[0])?.name);
    expect(rail.Products.every((product) => product.Images.length > 0)).toBe(true);
  });
});

describe('recommended-product linking', () => {
  let fixtureApp: TestApp;
  beforeAll(async () => {
    // An empty, migrated database where this test decides which products exist.
    fixtureApp = await createTestApp({}, { seed: false });
    await fixtureApp.app.db.transaction().execute(async (trx) => {
      await siteSeeder.run(trx, { contentDir: CONTENT_DIR });
      const product = (id: number, name: string, subCategoryId: number) =>
        productRow({ id, name, short_name: `${name} short name`, sub_category_id: subCategoryId });
      // 1603 and 901 are recommended for Rail Transit (in the order 901, ..., 1603); 603 is recommended nowhere.
      await trx
        .insertInto('products')
        .values([product(1603, 'Fixture Trackside Unit', 16), product(901, 'Fixture Railway Switch', 9), product(603, 'Fixture Unrelated', 6)])
        .execute();
      await trx
        .insertInto('product_images')
        .values([
          { id: 1, product_id: 901, image_url: '/media/fixture/901-front.svg', sort: 0 },
          { id: 2, product_id: 901, image_url: '/media/fixture/901-side.svg', sort: 1 },
          { id: 3, product_id: 1603, image_url: '/media/fixture/1603.svg', sort: 0 },
        ])
        .execute();
      await solutionsSeeder.run(trx, { contentDir: CONTENT_DIR });
    });
  });
  afterAll(async () => {
    await fixtureApp.close();
  });

  it('links the recommended products that exist, in content order, and skips the missing ones', async () => {
    const links = await fixtureApp.app.db.selectFrom('solution_products').selectAll().orderBy('solution_id').orderBy('sort').execute();
    const expected = content.solutions.flatMap((solution) =>
      solution.products.filter((id) => id === 901 || id === 1603).map((id, sort) => ({ solution_id: solution.id, product_id: id, sort })),
    );
    expect(links).toEqual(expect.arrayContaining(expected));
    expect(links).toHaveLength(expected.length);
    expect(links.some((link) => link.product_id === 603)).toBe(false);
  });

  it('answers the linked products with ProductId, Name, ShortName and their images as FileUrl', async () => {
    const body = envelope<SolutionBody>(await fixtureApp.app.inject({ method: 'GET', url: '/api/Solution/GetDetailById?id=24' }));
    expect(body.response.Products).toEqual([
      {
        ProductId: 901,
        Name: 'Fixture Railway Switch',
        ShortName: 'Fixture Railway Switch short name',
        Images: [{ FileUrl: '/media/fixture/901-front.svg' }, { FileUrl: '/media/fixture/901-side.svg' }],
      },
      {
        ProductId: 1603,
        Name: 'Fixture Trackside Unit',
        ShortName: 'Fixture Trackside Unit short name',
        Images: [{ FileUrl: '/media/fixture/1603.svg' }],
      },
    ]);
  });

  it('answers an empty Products list for a solution none of whose products exist', async () => {
    const body = envelope<SolutionBody>(await fixtureApp.app.inject({ method: 'GET', url: '/api/Solution/GetDetailById?id=10' }));
    expect(body.response.Products).toEqual([]);
    expect(body.response.Cases.length).toBeGreaterThanOrEqual(2);
  });
});
