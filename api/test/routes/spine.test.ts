import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { nonFiniteField } from '../../src/lib/untrusted-input';
import { createTestApp, envelope, useTestApp } from '../helpers/test-app';

const testApp = useTestApp();

const { get } = testApp;

describe('WebSite/CopyRight', () => {
  it('answers the copyright HTML in an envelope', async () => {
    const reply = await get('/api/WebSite/CopyRight');
    expect(reply.statusCode).toBe(200);
    const body = envelope<string>(reply);
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.response).toContain('Ferrolink Industrial Networks');
  });
});

describe('Advertisement/GetPage', () => {
  it('gives the three home banners for dictionaryId 40', async () => {
    const body = envelope<{ data: { Title: string; ImageUrl: string }[]; pageCount: number }>(
      await get('/api/Advertisement/GetPage?page=1&pageSize=3&key=&dictionaryId=40'),
    );
    expect(body.code).toBe(200);
    expect(body.response.data).toHaveLength(3);
    expect(body.response.data[0]?.ImageUrl).toMatch(/^\/media\/site\/banner-\d+\.svg$/);
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

describe('Dictionary/GetCategoryByType', () => {
  it('gives the four product families and their sub categories for type 1', async () => {
    const body = envelope<{
      Category: { Id: number; EN_Name: string; CN_Name: string; ImageUrl: string }[];
      SubCategory: { Id: number; Pid: number }[];
    }>(await get('/api/Dictionary/GetCategoryByType?type=1'));
    expect(body.code).toBe(200);
    expect(body.response.Category.map((family) => family.EN_Name)).toEqual([
      'Industrial Switch',
      'Industrial Device Connectivity',
      'Industrial Wireless',
      'Software and Accessories',
    ]);
    expect(body.response.Category.every((family) => family.CN_Name !== '' && family.ImageUrl !== '')).toBe(true);
    const familyIds = new Set(body.response.Category.map((family) => family.Id));
    expect(body.response.SubCategory.length).toBeGreaterThanOrEqual(12);
    expect(body.response.SubCategory.every((sub) => familyIds.has(sub.Pid))).toBe(true);
    expect(body.response.SubCategory.some((sub) => sub.Id === 22)).toBe(true);
  });

  it.each(['', 'type=2', 'type=abc', 'type=1.5', `type=${'9'.repeat(40)}`])('answers the bad query "%s" with a 400 envelope', async (query) => {
    const reply = await get(`/api/Dictionary/GetCategoryByType?${query}`);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(/type/);
  });
});

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

describe('security headers', () => {
  it('sends helmet headers, the Content-Security-Policy included, with every reply', async () => {
    for (const url of ['/api/WebSite/CopyRight', '/api/Nothing/Here']) {
      const reply = await get(url);
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });
});

describe('static hosting', () => {
  it('serves a shell file written after the server started, and still answers unknown paths with the right 404', async () => {
    const { app, close } = await createTestApp({ serveStatic: true }, { seed: false });
    const lateFile = path.join(REPO_ROOT, 'shell', 'dist', `late-${process.pid}.0123abcd.js`);
    try {
      // What a shell rebuilt on a running server looks like: new hashed files the server has never seen.
      fs.writeFileSync(lateFile, 'console.log("rebuilt");');
      const late = await app.inject({ method: 'GET', url: `/${path.basename(lateFile)}` });
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('console.log("rebuilt");');
      expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const page = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/Nothing/Here' });
      expect(api.statusCode).toBe(404);
      expect(envelope(api)).toMatchObject({ code: 404, success: false });
      for (const url of ['/../package.json', '/%2e%2e/package.json', '/shell/../../package.json']) {
        const reply = await app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBeGreaterThanOrEqual(400);
        expect(reply.statusCode).toBeLessThan(500);
        expect(reply.body).not.toContain('"workspaces"');
      }
    } finally {
      fs.rmSync(lateFile, { force: true });
      await close();
    }
  });
});

describe('page addresses', () => {
  it('sends an address that differs from a page only by case or trailing slashes to that page, keeping the query', async () => {
    const { app, close } = await createTestApp({ serveStatic: true }, { seed: false });
    try {
      const cases: Array<[string, string]> = [
        ['/INDEX', '/index'],
        ['/index/', '/index'],
        ['/searchlist?search=switch', '/searchList?search=switch'],
        ['/searchList/?search=a%20b&type=news', '/searchList?search=a%20b&type=news'],
        ['/ProductCenter?type=2', '/productCenter?type=2'],
        ['/index.html', '/index'],
      ];
      for (const [url, location] of cases) {
        const reply = await app.inject({ method: 'GET', url });
        expect({ url, status: reply.statusCode, location: reply.headers.location }).toEqual({ url, status: 301, location });
      }
      // Not a page of the site, not an open redirect: the 404 page.
      for (const url of ['/indexx', '/index/extra', '/Index.htm']) {
        const reply = await app.inject({ method: 'GET', url });
        expect({ url, status: reply.statusCode, location: reply.headers.location }).toEqual({ url, status: 404, location: undefined });
      }
      const offSite = await app.inject({ method: 'GET', url: '//evil.example/' });
      expect(offSite.headers.location).toBeUndefined();
      expect(offSite.statusCode).toBeGreaterThanOrEqual(400);
      expect(offSite.statusCode).toBeLessThan(500);
    } finally {
      await close();
    }
  });

  it('answers a broken %-escape with the 404 page, and under /api with a 400 envelope', async () => {
    const { app, close } = await createTestApp({ serveStatic: true }, { seed: false });
    // On a fresh clone the shell is built after the unit tests: stand one page in for it.
    const shellIndex = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');
    const standIn = !fs.existsSync(shellIndex);
    if (standIn) {
      fs.mkdirSync(path.dirname(shellIndex), { recursive: true });
      fs.writeFileSync(shellIndex, '<!doctype html><title>Ferrolink</title><div id="root"></div>');
    }
    try {
      const page = await app.inject({ method: 'GET', url: '/%ZZ' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const api = await app.inject({ method: 'GET', url: '/api/%ZZ' });
      expect(api.statusCode).toBe(400);
      expect(envelope(api)).toEqual({ code: 400, success: false, message: 'The address is not valid: it has a broken %-escape.', response: null });
    } finally {
      if (standIn) fs.rmSync(shellIndex, { force: true });
      await close();
    }
  });
});
