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
  /** The values the product carries per filter group key (managed, speed, connections, poe, wifi, bands, reach...). */
  tags: Record<string, string | string[] | boolean | undefined> & { connections?: string[]; poe?: boolean };
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

interface TagReply {
  Tags: { Id: number; EN_Name: string; Kind: string; Family: number }[];
  TagItems: { Id: number; Pid: number; EN_Name: string }[];
}

/** The names `product` carries for a group reading `key` (a toggle's one option when true), from the content file. */
function carried(product: ContentProduct, key: string, toggleName: string): string[] {
  const value = product.tags[key];
  if (value === undefined || value === false) return [];
  if (value === true) return [toggleName];
  return Array.isArray(value) ? value : [value];
}

/** The group key of each family's groups, by name, as the content generator defines them. */
const GROUP_KEYS: Record<number, Record<string, string>> = {
  1: { 'Managed/Unmanaged': 'managed', Speed: 'speed', Connections: 'connections', POE: 'poe', Installation: 'installation' },
  2: { 'Device type': 'kind', 'Serial ports': 'serial', Speed: 'speed', Connections: 'connections', POE: 'poe', Installation: 'installation' },
  3: { 'Wi-Fi standard': 'wifi', 'Frequency bands': 'bands', Cellular: 'cellular', Installation: 'installation' },
  4: { Kind: 'kind', Reach: 'reach', Licence: 'licence', 'Output voltage': 'voltage' },
};

describe('Product/GetProductTagItem', () => {
  async function tagsOf(query: string): Promise<TagReply> {
    return testApp.getOk<TagReply>(`/api/Product/GetProductTagItem${query}`);
  }

  it.each([
    [
      1,
      [
        ['Managed/Unmanaged', 'select'],
        ['Total No. of Ports', 'range'],
        ['Speed', 'select'],
        ['Connections', 'connections'],
        ['POE', 'toggle'],
        ['Installation', 'select'],
      ],
    ],
    [
      2,
      [
        ['Device type', 'select'],
        ['Serial ports', 'select'],
        ['Speed', 'select'],
        ['Connections', 'connections'],
        ['POE', 'toggle'],
        ['Installation', 'select'],
      ],
    ],
    [
      3,
      [
        ['Wi-Fi standard', 'select'],
        ['Frequency bands', 'select'],
        ['Cellular', 'select'],
        ['Installation', 'select'],
      ],
    ],
    [
      4,
      [
        ['Kind', 'select'],
        ['Reach', 'select'],
        ['Licence', 'select'],
        ['Output voltage', 'select'],
      ],
    ],
  ])('gives family %i its own filter groups, in order, with their kinds', async (type, groups) => {
    const reply = await tagsOf(`?type=${type}`);
    expect(reply.Tags.map((tag) => [tag.EN_Name, tag.Kind])).toEqual(groups);
    expect(reply.Tags.every((tag) => tag.Family === type)).toBe(true);
    const pids = new Set(reply.Tags.map((tag) => tag.Id));
    expect(reply.TagItems.every((item) => pids.has(item.Pid))).toBe(true);
  });

  it('keeps the switch options in their order and gives wireless no managed, ports or M12 option', async () => {
    const switches = await tagsOf('?type=1');
    const namesOf = (reply: TagReply, pid: number) => reply.TagItems.filter((item) => item.Pid === pid).map((item) => item.EN_Name);
    expect(namesOf(switches, 1)).toEqual(['Managed', 'Unmanaged']);
    expect(namesOf(switches, 4)).toEqual(['RJ45', 'SFP', 'M12', 'Fiber']);
    expect(namesOf(switches, 5)).toEqual(['POE']);
    const wireless = await tagsOf('?type=3');
    expect(wireless.Tags.map((tag) => tag.EN_Name)).not.toEqual(expect.arrayContaining(['Managed/Unmanaged']));
    expect(wireless.Tags.some((tag) => tag.Kind === 'range' || tag.Kind === 'connections')).toBe(false);
    expect(wireless.TagItems.map((item) => item.EN_Name)).not.toContain('M12');
  });

  it.each([1, 2, 3, 4])("offers family %i exactly the values its products carry, and each narrows the family's list to them", async (type) => {
    const reply = await tagsOf(`?type=${type}`);
    const family = content.products.filter((product) => product.familyId === type);
    for (const tag of reply.Tags) {
      if (tag.Kind === 'range') continue;
      const key = GROUP_KEYS[type]?.[tag.EN_Name];
      expect(key).toBeDefined();
      const offered = reply.TagItems.filter((item) => item.Pid === tag.Id).map((item) => item.EN_Name);
      const toggleName = offered[0] ?? '';
      const values = new Set(family.flatMap((product) => carried(product, key as string, toggleName)));
      expect(offered.slice().sort()).toEqual([...values].sort());
      for (const name of offered) {
        const expected = family.filter((product) => carried(product, key as string, toggleName).includes(name)).map((product) => product.id);
        expect(expected.length).toBeGreaterThan(0);
        const page = await pageOf(`type=${type}&tags=${encodeURIComponent(`${tag.Id}|${name}`)}`);
        expect(ids(page)).toEqual(expected.sort((a, b) => a - b));
      }
    }
  });

  it('gives every family its groups when no type is named, each marked with its family', async () => {
    const all = await tagsOf('');
    const families = [1, 2, 3, 4];
    const perFamily = await Promise.all(families.map((type) => tagsOf(`?type=${type}`)));
    expect(all.Tags).toEqual(perFamily.flatMap((reply) => reply.Tags));
    expect(all.TagItems.length).toBe(perFamily.reduce((sum, reply) => sum + reply.TagItems.length, 0));
  });

  it.each([
    ['type=5', /type must be at most 4/],
    ['type=0', /type must be at least 1/],
    ['type=wireless', /type must be a whole number/],
  ])('answers %s with a 400 envelope that says why', async (query, message) => {
    const reply = await get(`/api/Product/GetProductTagItem?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(message);
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
    ['25|POE', (p: ContentProduct) => p.familyId === 2 && p.tags.poe === true],
    ['33|5G', (p: ContentProduct) => p.tags.cellular === '5G'],
  ])('filters by %s (a group narrows its own family only)', async (tags, predicate) => {
    const familyOf = Number(tags.split('|')[0]) < 10 ? 1 : Math.floor(Number(tags.split('|')[0]) / 10);
    const expected = expectedIds((p) => p.familyId === familyOf && predicate(p));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await pageOf(`tags=${encodeURIComponent(tags)}`))).toEqual(expected);
  });

  it('requires every tag group (AND) and accepts any item within a group (OR)', async () => {
    expect(ids(await pageOf(`tags=${encodeURIComponent('1|Managed,5|POE,4|SFP')}`))).toEqual(
      expectedIds((p) => p.tags.managed === 'Managed' && p.tags.poe === true && p.tags.connections?.includes('SFP') === true),
    );
    expect(ids(await pageOf(`tags=${encodeURIComponent('4|M12,4|Fiber')}`))).toEqual(
      expectedIds((p) => p.familyId === 1 && p.tags.connections?.some((c) => c === 'M12' || c === 'Fiber') === true),
    );
    expect(ids(await pageOf(`type=3&tags=${encodeURIComponent('31|Wi-Fi 6 (802.11ax),32|5 GHz,34|Wall mount')}`))).toEqual(
      expectedIds(
        (p) =>
          p.tags.wifi === 'Wi-Fi 6 (802.11ax)' &&
          (p.tags.bands as string[] | undefined)?.includes('5 GHz') === true &&
          p.tags.installation === 'Wall mount',
      ),
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
    expect(ids(await pageOf(`type=2&tags=${encodeURIComponent('25|POE')}`))).toEqual(expectedIds((p) => p.familyId === 2 && p.tags.poe === true));
    expect(ids(await pageOf('type=4'))).toEqual(expectedIds((p) => p.familyId === 4));
  });

  it('pages a filtered result with a smaller page size', async () => {
    const all = expectedIds((p) => p.familyId === 1 && p.tags.installation === 'DIN-rail');
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
    [
      'a switch filter on the wireless family',
      'type=3&tags=1%7CManaged',
      /Managed\/Unmanaged \(filter 1\) is a filter of Industrial Switch, not of Industrial Wireless/,
    ],
    [
      'M12 on the accessories family',
      'type=4&tags=4%7CM12',
      /Connections \(filter 4\) is a filter of Industrial Switch, not of Software and Accessories/,
    ],
    ['a ports range on the wireless family', 'type=3&ports=8-24', /Industrial Wireless has no ports filter/],
    ['a wireless option that does not exist', 'type=3&tags=31%7CWi-Fi%209', /Wi-Fi standard has no option "Wi-Fi 9"/],
    ['markup in a tag name', 'type=3&tags=31%7C%3Cscript%3E', /Wi-Fi standard has no option "<script>"/],
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
