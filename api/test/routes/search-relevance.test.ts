import { boundedEditDistance, buildVocabulary, suggestKey } from '../../src/search/suggest';
import { envelope, useTestApp } from '../helpers/test-app';

// The expected order of real queries over the seeded catalogue, on whichever database the suite runs on
// (SQLite by default, PostgreSQL under `npm run test:postgres`): the ranking rules of docs/architecture.md.

// The reply's shape (shared/src/types.ts SearchResponse and the contract's extras), restated: the API's tests do
// not compile the browser package.
interface SearchResult {
  Id: number;
  Title: string;
  DataType: string;
}
interface SearchResponse {
  Data: { data: SearchResult[]; dataCount: number; pageCount: number };
  Counts: { products: number; solutions: number; supports: number; news: number; advisories: number };
  BestType?: string;
  Suggestion?: string;
}

const testApp = useTestApp({});

async function search(key: string, type = 'products', pageSize = 50) {
  const reply = await testApp.app.inject({ method: 'GET', url: '/api/WebSite/Search', query: { key, type, pageSize: String(pageSize) } });
  return { status: reply.statusCode, reply: envelope<SearchResponse>(reply).response };
}

const titles = (reply: SearchResponse) => reply.Data.data.map((result) => result.Title);
const total = ({ Counts }: SearchResponse) => Counts.products + Counts.solutions + Counts.supports + Counts.news;

describe('search relevance: real queries and their expected top results', () => {
  it('"switch": switches before media converters, every result titled with its model and name', async () => {
    const { reply } = await search('switch');
    expect(reply.Counts.products).toBe(34);
    const listed = titles(reply);
    expect(listed).toHaveLength(34);
    const lastSwitch = Math.max(...listed.map((title, index) => (/switch/i.test(title) ? index : -1)));
    const firstConverter = listed.findIndex((title) => /media converter/i.test(title));
    expect(lastSwitch).toBeGreaterThanOrEqual(20);
    expect(firstConverter).toBeGreaterThan(lastSwitch);
    expect(listed.slice(0, 10).every((title) => /switch/i.test(title))).toBe(true);
    expect(listed).toContain('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch');
    expect(reply.BestType).toBe('products');
  });

  it('"FL-MS5008G": that product first, its variant after, and "FL" does not match every product', async () => {
    const { reply } = await search('FL-MS5008G');
    expect(reply.Data.data.map((result) => result.Id)).toEqual([501, 506]);
    expect(titles(reply)[0]).toBe('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch');
    expect(reply.Counts).toEqual({ products: 2, solutions: 2, supports: 2, news: 2, advisories: 2 });
    expect(reply.BestType).toBe('products');
  });

  it('"FL-MS5008G manual": the model\'s document alone, and the page opens on support', async () => {
    const { reply } = await search('FL-MS5008G manual', 'supports');
    expect(reply.Counts).toEqual({ products: 0, solutions: 0, supports: 1, news: 0, advisories: 0 });
    expect(reply.Data.data.map((result) => result.Id)).toEqual([1]);
    expect(titles(reply)[0]).toBe('FL-MS5008G 8-Port Gigabit Managed DIN-Rail Switch Datasheet');
    expect(reply.BestType).toBe('supports');
  });

  it('"gatway": nothing, and a "did you mean" that finds the gateways', async () => {
    const { reply } = await search('gatway');
    expect(total(reply)).toBe(0);
    expect(reply.Suggestion).toBe('gateway');
    const suggested = await search('gateway');
    expect(suggested.reply.Counts.products).toBeGreaterThan(0);
    expect(titles(suggested.reply).every((title) => /gateway/i.test(title))).toBe(true);
  });

  it('"PoE switch": PoE switches first, the PoE media converter after them', async () => {
    const { reply } = await search('PoE switch');
    expect(reply.Counts.products).toBe(7);
    const listed = titles(reply);
    expect(listed.slice(0, 6).every((title) => /poe/i.test(title) && /switch/i.test(title))).toBe(true);
    expect(listed[6]).toBe('FL-MC1000PoE Gigabit PoE+ Media Converter');
    expect(reply.BestType).toBe('products');
  });

  it('"rail transit": the Rail Transit solution, and the page opens on solutions', async () => {
    const { reply } = await search('rail transit', 'solutions');
    expect(reply.Data.data.map((result) => result.Id)).toEqual([24]);
    expect(reply.Counts).toEqual({ products: 0, solutions: 1, supports: 0, news: 0, advisories: 0 });
    expect(reply.BestType).toBe('solutions');
  });

  it('"solar": the article titled with it first, and the page opens on news', async () => {
    const { reply } = await search('solar', 'news');
    expect(reply.Counts).toMatchObject({ products: 0, news: 5 });
    expect(reply.Data.data[0]).toMatchObject({ Id: 12, Title: 'Our Suzhou factory now runs on 40 % solar power' });
    expect(reply.BestType).toBe('news');
  });

  it('counts what it lists: the count of a type is the length of its list', async () => {
    for (const type of ['products', 'solutions', 'supports', 'news'] as const) {
      const { reply } = await search('switch', type);
      expect(reply.Data.dataCount).toBe(reply.Counts[type]);
      expect(reply.Data.data).toHaveLength(Math.min(50, reply.Counts[type]));
    }
  });
});

describe('search relevance: hostile keys', () => {
  it('answers 200 quickly for a key of 200 characters of near misses, with no suggestion of its own making', async () => {
    const key = 'gatwayx switchh '.repeat(13).slice(0, 200);
    const started = Date.now();
    const { status } = await search(key);
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 400 past 200 characters, as before', async () => {
    expect((await search('gatway'.repeat(40))).status).toBe(400);
  });

  it('bounds the edit distance it computes, and corrects only words of four letters or more without digits', () => {
    expect(boundedEditDistance('gatway', 'gateway', 2)).toBe(1);
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedEditDistance('a'.repeat(24), 'b'.repeat(24), 2)).toBe(3);
    const vocabulary = buildVocabulary(['Protocol Gateway', 'Managed Switch', 'Gateway']);
    expect(suggestKey(['gatway'], vocabulary)).toBe('gateway');
    expect(suggestKey(['switch', 'gatway'], vocabulary)).toBe('switch gateway');
    expect(suggestKey(['ms5008x', 'swi'], vocabulary)).toBeUndefined();
    expect(suggestKey(['zzzzzz'], vocabulary)).toBeUndefined();
  });
});
