import { rebuildSearchIndex } from '../../src/search/rebuild';
import { compactForms, parseKey, plainText } from '../../src/search/text';
import { fts5Query } from '../../src/search/search-engine';
import { seedContent } from '../../src/seed/run-seed';
import { bumpSearchGeneration, createSearchReplyCache, SEARCH_VERSION_KEY } from '../../src/search/search-cache';
import { envelope, productRow, type TestApp, useTestApp } from '../helpers/test-app';

// Fixture rows use ids far above the content's and invented words ("zorblax",
// "quasarnet"...) so the assertions hold whatever content the sections seed.

// The reply's shape (shared/src/types.ts SearchResponse), restated: the API's tests do not compile the browser package.
interface SearchResult {
  Id: number;
  Title: string;
  Summary: string;
  DataType: string;
  AttachmentId?: number;
  AttachmentUrl?: string;
}
interface SearchResponse {
  Data: { data: SearchResult[]; page: number; pageSize: number; pageCount: number; dataCount: number };
  Counts: { products: number; solutions: number; supports: number; news: number; advisories: number };
}

const PAGED = 12;

async function insertFixtures(testApp: TestApp): Promise<void> {
  const db = testApp.app.db;
  const product = (id: number, name: string, shortName: string, summary: string) =>
    productRow({ id, name, short_name: shortName, summary, sort: id });
  await db
    .insertInto('products')
    .values([
      product(990_001, 'FL-QX7100 Gateway', 'Protocol gateway', '<p>Bridges the <b>zorblax</b> fieldbus to Ethernet.</p>'),
      product(990_002, 'FL-ZX9008G Zorblax Switch', '8-port zorblax switch', '<p>Managed&nbsp;DIN-rail switch.</p>'),
      product(990_003, 'FL-KV3300 Router', 'Cellular router', '<p>Dual SIM <i>quasarnet</i> router.</p>'),
      ...Array.from({ length: PAGED }, (_, index) => product(991_000 + index, `FL-PG${100 + index} Pagingtoken unit`, '', 'A pagingtoken product.')),
    ])
    .execute();
  await db
    .insertInto('solutions')
    .values({
      id: 990_101,
      type: 1,
      tag: 1,
      name: 'Quasarnet Tunnels',
      dictionary_name2: 'Rail Transit',
      summary: '<p>Tunnel backbone.</p>',
      banner_image_url: '',
      sort: 0,
    })
    .execute();
  await db
    .insertInto('solution_points')
    .values({
      id: 990_111,
      solution_id: 990_101,
      name: 'Redundant ring',
      content: '<p>Ring recovery under 20 ms with <em>glimmerwave</em> links.</p>',
      image_url: '',
      sort: 0,
    })
    .execute();
  await db
    .insertInto('categories')
    .values({ id: 9_901, type: 5, pid: 0, en_name: 'Installation Guide', cn_name: '', image_url: '', description: '', introduction: '', sort: 0 })
    .execute();
  await db
    .insertInto('attachments')
    .values([
      {
        id: 990_201,
        file_name: 'zorblax-guide.pdf',
        storage_path: 'support/zorblax-guide.pdf',
        content_type: 'application/pdf',
        size: 10,
        public: 0,
      },
      { id: 990_202, file_name: 'zorblax.mp4', storage_path: 'support/zorblax.mp4', content_type: 'video/mp4', size: 10, public: 1 },
    ])
    .execute();
  await db
    .insertInto('materials')
    .values([
      {
        id: 990_301,
        file_type: 2,
        category_id: 9_901,
        title: 'Zorblax Installation Manual',
        summary: 'Mounting and wiring.',
        attachment_id: 990_201,
        publish_time: '2026-01-05T00:00:00.000Z',
        image_url: '',
        product_id: null,
        sort: 0,
      },
      {
        id: 990_302,
        file_type: 1,
        category_id: 9_901,
        title: 'Zorblax wiring video',
        summary: 'Five minutes.',
        attachment_id: 990_202,
        publish_time: '2026-01-06T00:00:00.000Z',
        image_url: '',
        product_id: null,
        sort: 0,
      },
    ])
    .execute();
  await db
    .insertInto('articles')
    .values({
      id: 990_401,
      category_id: 1,
      title: 'Ferrolink shows quasarnet at the fair',
      summary: '',
      author: 'Press office',
      publish_time: '2026-02-01T00:00:00.000Z',
      create_time: '2026-02-01T00:00:00.000Z',
      content: '<p>Visitors saw <strong>quasarnet</strong> in hall 11.</p><script>alert("x")</script><img src=x onerror=alert(1)>',
      img_url: '',
      level: 1,
    })
    .execute();
  await rebuildSearchIndex(db);
}

const testApp = useTestApp({}, { prepare: insertFixtures });

async function search(query: Record<string, string | number>) {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: '/api/WebSite/Search',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return { status: reply.statusCode, body: envelope<SearchResponse>(reply) };
}

describe('WebSite/Search ranking and matching', () => {
  it('ranks a product whose name matches above one whose summary does', async () => {
    const { status, body } = await search({ key: 'zorblax', type: 'products' });
    expect(status).toBe(200);
    expect(body.response.Data.data.map((result) => result.Id)).toEqual([990_002, 990_001]);
    // A product's result is titled with its model and its name (short name).
    expect(body.response.Data.data[0]).toMatchObject({ Title: 'FL-ZX9008G Zorblax Switch 8-port zorblax switch', DataType: 'product' });
  });

  it.each(['zorb', 'Zorbla', 'switches'])('matches the prefix or stem "%s"', async (key) => {
    // "switches" also matches most of the real catalogue: look at a page large enough to hold every match.
    const { body } = await search({ key, type: 'products', pageSize: 50 });
    expect(body.response.Data.data.map((result) => result.Id)).toContain(990_002);
  });

  it.each(['FL-ZX9008G', 'ZX9008G', 'zx9008', 'FLZX9008G', 'fl zx9008g', 'fl-zx9008'])('finds the model FL-ZX9008G by "%s", first', async (key) => {
    const { body } = await search({ key, type: 'products' });
    expect(body.response.Data.data[0]?.Id).toBe(990_002);
  });

  it('finds every model whose number holds the digits typed', async () => {
    // "9008" names FL-ZX9008G and the catalogue's FL-TS9008-M12 (id 901) alike: both are listed, in either order.
    const { body } = await search({ key: '9008', type: 'products' });
    expect(body.response.Data.data.map((result) => result.Id).sort((a, b) => a - b)).toEqual([901, 990_002]);
  });

  it('requires every word, and falls back to any word when nothing has them all', async () => {
    const all = await search({ key: 'zorblax gateway', type: 'products' });
    expect(all.body.response.Data.data.map((result) => result.Id)).toEqual([990_001]);
    const any = await search({ key: 'zorblax nonexistentword', type: 'products' });
    expect(any.body.response.Data.dataCount).toBe(2);
  });

  it('answers plain-text summaries without HTML, entities or scripts', async () => {
    const { body } = await search({ key: 'quasarnet', type: 'news' });
    const [article] = body.response.Data.data;
    expect(article).toMatchObject({ Id: 990_401, DataType: 'news', Summary: 'Visitors saw quasarnet in hall 11.' });
    const products = await search({ key: 'zorblax switch', type: 'products' });
    expect(products.body.response.Data.data[0]?.Summary).toBe('Managed DIN-rail switch.');
  });
});

describe('WebSite/Search types and counts', () => {
  it('counts every type for the key and lists the asked type only', async () => {
    const { body } = await search({ key: 'quasarnet', type: 'solutions' });
    expect(body.response.Counts).toEqual({ products: 1, solutions: 1, supports: 0, news: 1, advisories: 0 });
    expect(body.response.Data).toMatchObject({ page: 1, pageSize: 10, pageCount: 1, dataCount: 1 });
    expect(body.response.Data.data).toEqual([{ Id: 990_101, Title: 'Quasarnet Tunnels', Summary: 'Tunnel backbone.', DataType: 'solution' }]);
  });

  it('finds a solution by the text of its points', async () => {
    const { body } = await search({ key: 'glimmerwave', type: 'solutions' });
    expect(body.response.Data.data.map((result) => result.Id)).toEqual([990_101]);
  });

  it('lists documents and videos as support: a document with its attachment, a video with its public file', async () => {
    const { body } = await search({ key: 'zorblax', type: 'supports' });
    expect(body.response.Counts).toMatchObject({ products: 2, supports: 2 });
    const byId = new Map(body.response.Data.data.map((result) => [result.Id, result]));
    expect(byId.get(990_301)).toMatchObject({ DataType: 'support', AttachmentId: 990_201, AttachmentUrl: '', Title: 'Zorblax Installation Manual' });
    expect(byId.get(990_302)).toMatchObject({ DataType: 'support', AttachmentId: 0, AttachmentUrl: '/media/support/zorblax.mp4' });
  });

  it('finds support material by its document type', async () => {
    const { body } = await search({ key: 'installation guide zorblax', type: 'supports' });
    expect(body.response.Data.data.map((result) => result.Id).sort()).toEqual([990_301, 990_302]);
  });

  it('defaults to products when no type is given', async () => {
    const { body } = await search({ key: 'zorblax' });
    expect(body.response.Data.data.every((result) => result.DataType === 'product')).toBe(true);
  });
});

describe('WebSite/Search paging', () => {
  it('pages through the results within 1..pageCount without repeats', async () => {
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const { body } = await search({ key: 'pagingtoken', type: 'products', page, pageSize: 5 });
      expect(body.response.Data).toMatchObject({ page, pageSize: 5, pageCount: 3, dataCount: PAGED });
      expect(body.response.Data.data).toHaveLength(page < 3 ? 5 : 2);
      seen.push(...body.response.Data.data.map((result) => result.Id));
    }
    expect(new Set(seen).size).toBe(PAGED);
  });

  it('gives an empty page past the last one, keeping the counts', async () => {
    const { status, body } = await search({ key: 'pagingtoken', type: 'products', page: 4, pageSize: 5 });
    expect(status).toBe(200);
    expect(body.response.Data).toMatchObject({ data: [], page: 4, pageCount: 3, dataCount: PAGED });
  });

  it.each([
    [{ page: 0 }, /page must be at least 1/],
    [{ pageSize: 51 }, /pageSize must be at most 50/],
    [{ pageSize: 0 }, /pageSize must be at least 1/],
    [{ page: 'two' }, /page must be a whole number/],
    [{ type: 'videos' }, /type must be one of products, solutions, supports, news/],
  ])('answers %j with a 400 envelope', async (query, message) => {
    const { status, body } = await search({ key: 'zorblax', ...query });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});

describe('WebSite/Search hostile and empty keys', () => {
  it.each(['', '   ', '\t\n', '"""', '***', '()', '-', '?! ... ,;'])('answers the empty key %j with an empty result', async (key) => {
    const { status, body } = await search({ key, type: 'products' });
    expect(status).toBe(200);
    expect(body.response).toEqual({
      Data: { data: [], page: 1, pageSize: 10, pageCount: 0, dataCount: 0 },
      Counts: { products: 0, solutions: 0, supports: 0, news: 0, advisories: 0 },
    });
  });

  it.each([
    'zorblax"',
    '"zorblax',
    'zorb*',
    '*',
    'zorblax NEAR gateway',
    'NEAR(zorblax gateway, 2)',
    'zorblax AND',
    'OR zorblax',
    'NOT',
    '^zorblax',
    'title:zorblax',
    '{title keywords}: zorblax',
    "zorblax'; DROP TABLE products; --",
    "' OR 1=1 --",
    'zorblax) OR (1=1',
    '\\u0000 zorblax \u0000',
    '%_%',
    '😀 zorblax 中文',
    'x'.repeat(200),
    `${'zorblax '.repeat(25)}`.slice(0, 200),
  ])('never fails on %j', async (key) => {
    const { status, body } = await search({ key, type: 'products' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    if (/zorb/i.test(key)) expect(body.response.Data.data.map((result) => result.Id)).toContain(990_002);
  });

  it.each([
    ['201 characters', 'z'.repeat(201)],
    ['10 KB of text', 'zorblax '.repeat(1280)],
    ['10 KB of quotes and operators', '"*()NEAR:^'.repeat(1024)],
  ])('answers a key of %s with a 400 that names the limit', async (_label, key) => {
    const { status, body } = await search({ key });
    expect(status).toBe(400);
    expect(body.message).toBe('key must be at most 200 characters (query).');
  });

  it('still has every product after the SQL-looking keys', async () => {
    const { body } = await search({ key: 'pagingtoken', type: 'products' });
    expect(body.response.Data.dataCount).toBe(PAGED);
  });
});

describe('search text rules', () => {
  it('reads a key into quoted-safe tokens, dropping stop words and syntax', () => {
    // The model's bare "fl" prefix is no word of its own: it would match every product.
    expect(parseKey('The "FL-MS5008G" switch* NEAR(x)')).toEqual({
      tokens: ['ms5008g', 'switch', 'near', 'x'],
      compact: 'theflms5008gswitchnearx',
      model: 'fl-ms5008g',
    });
    expect(parseKey('for the')).toEqual({ tokens: ['for', 'the'], compact: 'forthe' });
    expect(parseKey('   ')).toEqual({ tokens: [], compact: undefined });
    expect(parseKey('a b c d e f g h i j k').tokens).toHaveLength(8);
  });

  it('builds an FTS5 query whose every term is quoted', () => {
    expect(fts5Query(parseKey('FL-MS5008G 5'), 'all')).toBe('("ms5008g"* AND "5") OR "flms5008g5"*');
    expect(fts5Query(parseKey('swi'), 'any')).toBe('"swi"*');
  });

  it('adds compact and number-only forms of model numbers', () => {
    expect(compactForms('FL-MS5010G-2S')).toEqual(expect.arrayContaining(['flms5010g2s', 'ms5010g2s', '5010g']));
    expect(compactForms('RS-485 to Ethernet')).toEqual(['rs485']);
  });

  it('turns HTML into plain text', () => {
    expect(plainText('<p>A&nbsp;&amp;&#160;B &lt;tag&gt;</p><style>p{}</style><script>x()</script>')).toBe('A & B tag');
    expect(plainText('<ul><li>12 ports</li><li>Ring recovery: </li><li>under 20 ms</li></ul><p>Fanless.</p><p>IP40<br>metal</p>')).toBe(
      '12 ports. Ring recovery: under 20 ms. Fanless. IP40. metal',
    );
  });
});

describe('the search reply cache', () => {
  it('answers repeated searches once, and again after another process rebuilt the index', async () => {
    let now = 0;
    let runs = 0;
    const cache = createSearchReplyCache(testApp.app.db, { now: () => now });
    const compute = async () => ++runs;
    expect((await Promise.all([cache.get('switch', compute), cache.get('switch', compute)])).map((reply) => reply.json)).toEqual(['1', '1']);
    expect((await cache.get('router', compute)).json).toBe('2');
    // What `npm run seed` in another process leaves behind: a new index version.
    await testApp.app.db.updateTable('site_settings').set({ value: 'rebuilt-elsewhere' }).where('key', '=', SEARCH_VERSION_KEY).execute();
    now = 999;
    expect((await cache.get('switch', compute)).json).toBe('1');
    now = 1000;
    expect((await cache.get('switch', compute)).json).toBe('3');
  });

  it('forgets what it knew at once when this process rebuilds the index', async () => {
    let runs = 0;
    const cache = createSearchReplyCache(testApp.app.db, { now: () => 0 });
    const compute = async () => ++runs;
    expect((await cache.get('switch', compute)).json).toBe('1');
    bumpSearchGeneration();
    expect((await cache.get('switch', compute)).json).toBe('2');
  });
});

describe('keeping the index in step with the content', () => {
  it('rebuilds the index on every seed, dropping what the content no longer has', async () => {
    const before = await search({ key: 'zorblax', type: 'products' });
    expect(before.body.response.Data.dataCount).toBe(2);
    // The seed empties the content tables (our fixtures with them) and re-runs every seeder, search last.
    await seedContent({ db: testApp.app.db, dialect: testApp.app.dbDialect }, { force: true });
    const after = await search({ key: 'zorblax', type: 'products' });
    expect(after.body.response.Counts).toEqual({ products: 0, solutions: 0, supports: 0, news: 0, advisories: 0 });
  });
});

describe('WebSite/Search model numbers in the real catalogue', () => {
  it('puts the base model before its variants when the scores are close', async () => {
    const { body } = await search({ key: 'MS5008', type: 'products' });
    const models = body.response.Data.data.map((result) => result.Title.split(' ')[0]);
    expect(models[0]).toBe('FL-MS5008G');
    expect(models).toContain('FL-MS5008G-PN');
  });
});
