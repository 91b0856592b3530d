import { nonFiniteField } from '../../src/lib/untrusted-input';
import { envelope, useTestApp } from '../helpers/test-app';

const testApp = useTestApp();

const { get } = testApp;

describe('errors', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const reply = await get('/api/Nothing/Here');
    expect(reply.statusCode).toBe(404);
    expect(envelope(reply)).toMatchObject({ code: 404, success: false });
  });

  it('answers a number that is not finite (Infinity, 1e999) with a 400 naming the field, on every kind of route', async () => {
    const cases: Array<[string, string]> = [
      ['/api/Material/GetPageList?fileType=2&page=Infinity', 'page must be a number in range (query).'],
      ['/api/Material/GetPageList?fileType=2&PageSize=-Infinity', 'PageSize must be a number in range (query).'],
      ['/api/Material/GetListByTop?pageSize=1e999', 'pageSize must be a number in range (query).'],
      ['/api/WebSite/Search?key=switch&page=Infinity', 'page must be a number in range (query).'],
      ['/api/Article/GetPage_?page=1e999', 'page must be a number in range (query).'],
      ['/api/Product/GetInfoById?id=Infinity', 'id must be a number in range (query).'],
    ];
    for (const [url, message] of cases) {
      const reply = await get(url);
      expect({ url, status: reply.statusCode, message: envelope(reply).message }).toEqual({ url, status: 400, message });
    }
    // JSON bodies too: JSON.parse reads 1e999 as Infinity, at any depth.
    expect(nonFiniteField(JSON.parse('{"items":[{"count":2},{"count":1e999}]}'))).toBe('items.1.count');
    expect(nonFiniteField({ page: 2, key: 'Infinity', nested: { size: -0 } })).toBeUndefined();
  });

  it('never leaks a stack for a malformed JSON body', async () => {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/WebSite/CopyRight',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
