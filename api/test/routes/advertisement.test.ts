import { envelope, useTestApp } from '../helpers/test-app';

const { get } = useTestApp();

describe('Advertisement/GetPage', () => {
  it('gives the three home banners for dictionaryId 40', async () => {
    const body = envelope<{ data: { Title: string; ImageUrl: string }[]; pageCount: number }>(
      await get('/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40'),
    );
    expect(body.code).toBe(200);
    expect(body.response.data).toHaveLength(3);
    expect(body.response.data[0]?.ImageUrl).toMatch(/^\/media\/site\/banner-\d+\.svg$/);
  });

  it("lists a placement's banners in their order, and pages through them", async () => {
    const titlesOf = async (url: string) => envelope<{ data: { Title: string }[] }>(await get(url)).response.data.map((banner) => banner.Title);
    expect(await titlesOf('/api/Advertisement/GetPage?page=1&pageSize=3&dictionaryId=40')).toEqual([
      'Networks that keep industry moving',
      'Rail-certified, road-ready',
      'Power every camera over one cable',
    ]);
    expect(await titlesOf('/api/Advertisement/GetPage?page=2&pageSize=2&dictionaryId=40')).toEqual(['Power every camera over one cable']);
  });

  it('finds banners by a part of their title, whatever its letter case', async () => {
    const body = envelope<{ data: { Title: string }[]; dataCount: number }>(
      await get('/api/Advertisement/GetPage?page=1&pageSize=3&dictionaryId=40&key=RAIL-CERT'),
    );
    expect(body.response.data.map((banner) => banner.Title)).toEqual(['Rail-certified, road-ready']);
    expect(body.response.dataCount).toBe(1);
  });

  it.each([49, 50, 14, 1, 8, 24, 28, 29, 30, 31])('has a banner for page dictionary id %i', async (dictionaryId) => {
    const body = envelope<{ data: unknown[] }>(await get(`/api/Advertisement/GetPage?page=1&pageSize=1&dictionaryId=${dictionaryId}`));
    expect(body.code).toBe(200);
    expect(body.response.data.length).toBe(1);
  });

  it.each([
    ['a missing dictionaryId', '/api/Advertisement/GetPage?page=1', /dictionaryId is required/],
    ['a non-numeric dictionaryId', '/api/Advertisement/GetPage?dictionaryId=banner', /dictionaryId must be a whole number/],
    ['an unknown dictionaryId', '/api/Advertisement/GetPage?dictionaryId=999', /not a banner placement/],
    ['a page of zero', '/api/Advertisement/GetPage?dictionaryId=40&page=0', /page must be at least 1/],
    ['an oversized pageSize', '/api/Advertisement/GetPage?dictionaryId=40&pageSize=100000', /pageSize must be at most/],
    ['an oversized key', `/api/Advertisement/GetPage?dictionaryId=40&key=${'x'.repeat(500)}`, /key must be at most 200 characters/],
    ['a negative id', '/api/Advertisement/GetPage?dictionaryId=-3', /dictionaryId must be at least 1/],
  ])('answers %s with a 400 envelope that says why', async (_label, url, message) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toMatchObject({ code: 400, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});
