import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { envelope, useTestApp } from '../helpers/test-app';

interface Card {
  Id: number;
  Name: string;
  ShortName: string;
  Summary: string;
  Images: { ImageUrl: string }[];
}
interface CardPage {
  data: Card[];
  page: number;
  pageSize: number;
  pageCount: number;
  dataCount: number;
}

interface ContentProduct {
  id: number;
  familyId: number;
  subCategoryId: number;
  name: string;
  ports: number;
  tags: { managed?: string; speed?: string; connections?: string[]; poe?: boolean; installation?: string };
}
const content = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/catalog/products.json'), 'utf8')) as { products: ContentProduct[] };
const models = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/catalog/models.json'), 'utf8')) as {
  models: { id: number; name: string }[];
};

/** The expected ids, computed from the content file independently of the SQL. */
function expectedIds(predicate: (product: ContentProduct) => boolean): number[] {
  return content.products
    .filter(predicate)
    .map((product) => product.id)
    .sort((a, b) => a - b);
}

const testApp = useTestApp();

const { get } = testApp;
async function pageOf(query: string): Promise<CardPage> {
  return testApp.getOk<CardPage>(`/api/Product/GetPage?${query}`);
}
const ids = (page: CardPage) => page.data.map((card) => card.Id).sort((a, b) => a - b);

describe('content', () => {
  it('keeps every canonical model id and name and has at least 60 products', () => {
    expect(content.products.length).toBeGreaterThanOrEqual(60);
    for (const model of models.models) expect(content.products.find((product) => product.id === model.id)?.name).toBe(model.name);
  });
});

describe('Product/GetProductTagItem', () => {
  it('gives every filter group with its kind and items', async () => {
    const body = envelope<{ Tags: { Id: number; EN_Name: string; Kind: string }[]; TagItems: { Id: number; Pid: number; EN_Name: string }[] }>(
      await get('/api/Product/GetProductTagItem'),
    );
    expect(body.code).toBe(200);
    expect(body.response.Tags.map((tag) => [tag.EN_Name, tag.Kind])).toEqual([
      ['Managed/Unmanaged', 'select'],
      ['Total No. of Ports', 'range'],
      ['Speed', 'select'],
      ['Connections', 'connections'],
      ['POE', 'toggle'],
      ['Installation', 'select'],
    ]);
    const namesOf = (pid: number) => body.response.TagItems.filter((item) => item.Pid === pid).map((item) => item.EN_Name);
    expect(namesOf(1)).toEqual(['Managed', 'Unmanaged']);
    expect(namesOf(4)).toEqual(['RJ45', 'SFP', 'M12', 'Fiber']);
    expect(namesOf(5)).toEqual(['POE']);
  });
});

describe('Product/GetPage filters', () => {
  it('without filters pages through the whole catalogue 40 at a time', async () => {
    const first = await pageOf('page=1');
    expect(first.pageSize).toBe(40);
    expect(first.data).toHaveLength(40);
    expect(first.dataCount).toBe(content.products.length);
    expect(first.pageCount).toBe(Math.ceil(content.products.length / 40));
    const second = await pageOf('page=2');
    expect(second.data).toHaveLength(content.products.length - 40);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(content.products.length);
    expect((await pageOf('page=9')).data).toEqual([]);
  });

  it('gives each card its images, first image first', async () => {
    const page = await pageOf('tags=1|Managed&pageSize=5');
    for (const card of page.data) {
      expect(card.Images.length).toBeGreaterThan(0);
      expect(card.Images[0]?.ImageUrl).toBe(`/media/catalog/product-${card.Id}-1.svg`);
    }
  });

  it.each([
    ['1|Managed', (p: ContentProduct) => p.tags.managed === 'Managed'],
    ['1|Unmanaged', (p: ContentProduct) => p.tags.managed === 'Unmanaged'],
    ['3|Gigabit', (p: ContentProduct) => p.tags.speed === 'Gigabit'],
    ['3|10 Gigabit', (p: ContentProduct) => p.tags.speed === '10 Gigabit'],
    ['4|M12', (p: ContentProduct) => p.tags.connections?.includes('M12') === true],
    ['4|Fiber', (p: ContentProduct) => p.tags.connections?.includes('Fiber') === true],
    ['5|POE', (p: ContentProduct) => p.tags.poe === true],
    ['6|Rackmount', (p: ContentProduct) => p.tags.installation === 'Rackmount'],
    ['6|panel mount', (p: ContentProduct) => p.tags.installation === 'Panel mount'],
  ])('filters by %s', async (tags, predicate) => {
    const expected = expectedIds(predicate);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await pageOf(`tags=${encodeURIComponent(tags)}`))).toEqual(expected);
  });

  it('requires every tag group (AND) and accepts any item within a group (OR)', async () => {
    expect(ids(await pageOf(`tags=${encodeURIComponent('1|Managed,5|POE,4|SFP')}`))).toEqual(
      expectedIds((p) => p.tags.managed === 'Managed' && p.tags.poe === true && p.tags.connections?.includes('SFP') === true),
    );
    expect(ids(await pageOf(`tags=${encodeURIComponent('4|M12,4|Fiber')}`))).toEqual(
      expectedIds((p) => p.tags.connections?.some((c) => c === 'M12' || c === 'Fiber') === true),
    );
    expect(ids(await pageOf(`tags=${encodeURIComponent('1|Unmanaged,3|Gigabit,6|DIN-rail')}`))).toEqual(
      expectedIds((p) => p.tags.managed === 'Unmanaged' && p.tags.speed === 'Gigabit' && p.tags.installation === 'DIN-rail'),
    );
  });

  it('gives an empty page, not an error, when nothing matches', async () => {
    const page = await pageOf(`tags=${encodeURIComponent('1|Unmanaged,6|Rackmount')}`);
    expect(page).toMatchObject({ data: [], dataCount: 0, pageCount: 0 });
  });

  it.each([
    ['ports=8-16', 8, 16],
    ['ports=0-0', 0, 0],
    ['ports=52-52', 52, 52],
    ['portsMin=20&portsMax=52', 20, 52],
    ['portsMin=24', 24, 52],
    [`tags=${encodeURIComponent('2|10-28')}`, 10, 28],
  ])('filters by the ports range %s', async (query, min, max) => {
    const expected = expectedIds((p) => p.ports >= min && p.ports <= max);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await pageOf(query))).toEqual(expected);
  });

  it('combines the ports range, tags and the family type', async () => {
    expect(ids(await pageOf(`type=1&ports=8-24&tags=${encodeURIComponent('1|Managed,3|Gigabit')}`))).toEqual(
      expectedIds((p) => p.familyId === 1 && p.ports >= 8 && p.ports <= 24 && p.tags.managed === 'Managed' && p.tags.speed === 'Gigabit'),
    );
    expect(ids(await pageOf('type=3&tags=5%7CPOE'))).toEqual(expectedIds((p) => p.familyId === 3 && p.tags.poe === true));
    expect(ids(await pageOf('type=4'))).toEqual(expectedIds((p) => p.familyId === 4));
  });

  it('pages a filtered result with a smaller page size', async () => {
    const all = expectedIds((p) => p.tags.installation === 'DIN-rail');
    const first = await pageOf('tags=6%7CDIN-rail&pageSize=10&page=1');
    const second = await pageOf('tags=6%7CDIN-rail&pageSize=10&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 10, dataCount: all.length, pageCount: Math.ceil(all.length / 10) });
    expect(first.data).toHaveLength(10);
    expect(ids(first).some((id) => ids(second).includes(id))).toBe(false);
  });
});

describe('Product/GetPage malformed input', () => {
  it.each([
    ['a pair without a bar', 'tags=Managed', /not a pid\|name pair/],
    ['a non-numeric pid', 'tags=abc%7CManaged', /not a tag id/],
    ['an unknown tag id', 'tags=99%7CManaged', /no filter with id 99/],
    ['an unknown option', 'tags=3%7CTurbo', /Speed has no option "Turbo"/],
    ['a ports range in words', 'ports=eight-ten', /ports must be written min-max/],
    ['a ports range above 52', 'ports=8-60', /within 0 to 52/],
    ['a reversed ports range', 'ports=30-8', /minimum 30 is above the maximum 8/],
    ['a reversed portsMin/portsMax', 'portsMin=30&portsMax=8', /portsMin 30 is above portsMax 8/],
    ['portsMax above 52', 'portsMax=53', /portsMax must be at most 52/],
    ['a bad range tag', 'tags=2%7Cmany', /Total No. of Ports must be written min-max/],
    ['a page of zero', 'page=0', /page must be at least 1/],
    ['a page in words', 'page=two', /page must be a whole number/],
    ['a page size above 40', 'pageSize=41', /pageSize must be at most 40/],
    ['an unknown family type', 'type=5', /type must be at most 4/],
    ['an oversized tags string', `tags=${'1%7CManaged,'.repeat(120)}`, /tags must be at most 1000 characters/],
  ])('answers %s with a 400 envelope that says why', async (_label, query, message) => {
    const reply = await get(`/api/Product/GetPage?${query}`);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toMatchObject({ code: 400, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});

describe('Product/GetPage_', () => {
  it('gives the first 8 products of sub category 22 with its DictionaryInfo and introduction', async () => {
    const body = envelope<CardPage & { DictionaryInfo: Record<string, unknown> }>(
      await get('/api/Product/GetPage_?page=1&PageSize=8&dictionaryId=22'),
    );
    expect(body.code).toBe(200);
    const expected = expectedIds((p) => p.subCategoryId === 22);
    expect(body.response.data.map((card) => card.Id).sort((a, b) => a - b)).toEqual(expected);
    expect(body.response).toMatchObject({ page: 1, pageSize: 8, dataCount: expected.length, pageCount: 1 });
    expect(body.response.DictionaryInfo).toMatchObject({
      Id: 22,
      Pid: 1,
      EN_Name: 'Industrial Switch',
      EN_Name2: 'Industrial PoE Switches',
      ImageUrl: '/media/site/banner-4.svg',
    });
    expect(body.response.DictionaryInfo.Introduction).toMatch(/PoE/);
  });

  it('defaults to 8 per page and pages with PageSize', async () => {
    const first = envelope<CardPage>(await get('/api/Product/GetPage_?dictionaryId=5')).response;
    expect(first.pageSize).toBe(8);
    const second = envelope<CardPage>(await get('/api/Product/GetPage_?dictionaryId=5&page=2&PageSize=2')).response;
    expect(second).toMatchObject({ page: 2, pageSize: 2, pageCount: Math.ceil(expectedIds((p) => p.subCategoryId === 5).length / 2) });
    expect(second.data.map((card) => card.Id)).toEqual([503, 504]);
  });

  it('has no introduction for other sub categories', async () => {
    const body = envelope<{ DictionaryInfo: { Introduction: string; EN_Name: string } }>(await get('/api/Product/GetPage_?dictionaryId=18'));
    expect(body.response.DictionaryInfo).toMatchObject({ Introduction: '', EN_Name: 'Software and Accessories' });
  });

  it.each([
    ['an unknown sub category', 'dictionaryId=999', 404, /no product sub category with id 999/],
    ['a family id', 'dictionaryId=1', 404, /no product sub category with id 1/],
    ['a missing dictionaryId', 'page=1', 400, /dictionaryId is required/],
    ['a PageSize above 40', 'dictionaryId=5&PageSize=500', 400, /PageSize must be at most 40/],
    ['a negative page', 'dictionaryId=5&page=-1', 400, /page must be at least 1/],
  ])('answers %s with a %i envelope', async (_label, query, status, message) => {
    const reply = await get(`/api/Product/GetPage_?${query}`);
    expect(reply.statusCode).toBe(status);
    expect(envelope(reply)).toMatchObject({ code: status, success: false, message: expect.stringMatching(message) });
  });
});

describe('Product/GetInfoById', () => {
  it('gives a switch with its categories, three images and family 1 tab content', async () => {
    const body = envelope<Record<string, unknown> & { Images: unknown[] }>(await get('/api/Product/GetInfoById?id=2202'));
    expect(body.code).toBe(200);
    expect(body.response).toMatchObject({
      Id: 2202,
      Name: 'FL-PS6020BT',
      EN_DictionaryName: 'Industrial Switch',
      EN_DictionaryName2: 'Industrial PoE Switches',
      DictionaryId: 1,
      DictionaryId2: 22,
      FrontCategoryValue1: 1,
    });
    expect(body.response.Images).toHaveLength(3);
    expect(body.response.Summary).toContain('&nbsp;');
    expect(body.response.Specifications).toContain('<table>');
    expect(body.response.OrderingInformation).toContain('FL-PS6020BT');
  });

  it.each([
    [1701, 1, 'Description'],
    [1801, 2, 'InstallationRequirement'],
    [1901, 3, 'OutputCapability'],
    [1901, 3, 'DeratingCurve'],
  ])('gives accessory %i (FrontCategoryValue2 %i) its %s', async (id, fcv2, field) => {
    const body = envelope<Record<string, unknown>>(await get(`/api/Product/GetInfoById?id=${id}`));
    expect(body.response).toMatchObject({ FrontCategoryValue1: 4, FrontCategoryValue2: fcv2 });
    expect(String(body.response[field])).toMatch(/<table>/);
  });

  it.each([
    ['an unknown id', 'id=4242', 404, /no product with id 4242/],
    ['a missing id', '', 400, /id is required/],
    ['an id in words', 'id=switch', 400, /id must be a whole number/],
    ['a zero id', 'id=0', 400, /id must be at least 1/],
  ])('answers %s with a %i envelope', async (_label, query, status, message) => {
    const reply = await get(`/api/Product/GetInfoById?${query}`);
    expect(reply.statusCode).toBe(status);
    expect(envelope(reply)).toMatchObject({ code: status, success: false, response: null, message: expect.stringMatching(message) });
  });
});

describe('Product/GetProductListByTop', () => {
  it('gives the three featured products in rank order with images', async () => {
    const body = envelope<Card[]>(await get('/api/Product/GetProductListByTop?pageSize=3'));
    expect(body.code).toBe(200);
    expect(body.response.map((card) => card.Id)).toEqual([2202, 502, 1301]);
    expect(body.response.every((card) => card.Images.length > 0)).toBe(true);
  });

  it('rejects a page size that is not a number', async () => {
    const reply = await get('/api/Product/GetProductListByTop?pageSize=all');
    expect(reply.statusCode).toBe(400);
  });
});

describe('catalogue replies on the wire', () => {
  const url = '/api/Product/GetPage_?page=1&pageSize=8&dictionaryId=22';

  it('sends the cached reply compressed as the browser asks, the same JSON whichever encoding', async () => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.body.length).toBeGreaterThan(2048);

    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a bad query of a cached read with a plain 400 envelope', async () => {
    const reply = await get('/api/Product/GetPage_?page=0&dictionaryId=22', { 'accept-encoding': 'br' });
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply)).toMatchObject({ code: 400, success: false });
  });
});
