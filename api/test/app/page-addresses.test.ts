import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { createTestApp, envelope } from '../helpers/test-app';

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
