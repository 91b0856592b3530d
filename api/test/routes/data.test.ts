import { createTestApp, envelope, useTestApp } from '../helpers/test-app';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const testApp = useTestApp({}, { seed: false });
beforeEach(async () => {
  await testApp.app.db.deleteFrom('visits').execute();
});

function insert(payload: object | string, headers: Record<string, string> = {}) {
  const form = typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  return testApp.app.inject({ method: 'POST', url: '/api/data/insert', headers: { 'user-agent': DESKTOP, ...form, ...headers }, payload });
}

const visits = () => testApp.app.db.selectFrom('visits').select(['path', 'referrer_host', 'device', 'country']).orderBy('id').execute();

describe('POST /api/data/insert', () => {
  it('records the path, the referrer host, the device class and the proxy country', async () => {
    const reply = await insert({ path: '/index', referrer: 'https://www.Example.org/search?q=ferrolink' }, { 'cf-ipcountry': 'de' });
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toMatchObject({ code: 200, message: 'Recorded.', response: { recorded: true } });
    expect(await visits()).toEqual([{ path: '/index', referrer_host: 'www.example.org', device: 'desktop', country: 'DE' }]);
  });

  it('keeps only the path of a URL with a query or fragment, and no country without a header', async () => {
    await insert({ path: '/passwordSetting?hash=secret#top' });
    expect(await visits()).toEqual([{ path: '/passwordSetting', referrer_host: '', device: 'desktop', country: '' }]);
  });

  it.each([
    [PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [DESKTOP, 'desktop'],
  ])('tells the device class of %s', async (userAgent, device) => {
    await insert({ path: '/index' }, { 'user-agent': userAgent });
    expect((await visits())[0]?.device).toBe(device);
  });

  it('reads X-Country-Code and ignores country values that are not two letters', async () => {
    await insert({ path: '/index' }, { 'x-country-code': 'FR' });
    await insert({ path: '/index' }, { 'x-country-code': 'France' });
    await insert({ path: '/index' }, { 'cf-ipcountry': 'XX' });
    expect((await visits()).map((visit) => visit.country)).toEqual(['FR', '', '']);
  });

  it('accepts a form-encoded body', async () => {
    const reply = await insert('path=%2Findex&referrer=http%3A%2F%2Fpartner.example%2Fx');
    expect(reply.statusCode).toBe(200);
    expect(await visits()).toEqual([{ path: '/index', referrer_host: 'partner.example', device: 'desktop', country: '' }]);
  });

  it.each([
    ['DNT: 1', { dnt: '1' }, 'Not recorded: Do Not Track is on.'],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }, 'Not recorded: Global Privacy Control is on.'],
    ['a crawler', { 'user-agent': CRAWLER }, 'Not recorded: automated clients are not visits.'],
  ])('keeps nothing for %s and still answers 200', async (_label, headers, message) => {
    const reply = await insert({ path: '/index' }, { 'cf-ipcountry': 'DE', ...headers });
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toMatchObject({ code: 200, message, response: { recorded: false } });
    expect(await visits()).toEqual([]);
  });

  it('records when DNT is 0', async () => {
    await insert({ path: '/index' }, { dnt: '0' });
    expect(await visits()).toHaveLength(1);
  });

  it.each([
    ['no path', {}, /path is required/],
    ['an absolute URL', { path: 'https://evil.example/index' }, /path must be a path on this site/],
    ['a protocol-relative URL', { path: '//evil.example/index' }, /path must be a path on this site/],
    ['markup in the path', { path: '/index<script>' }, /path must be a path on this site/],
    ['an oversized path', { path: `/${'a'.repeat(600)}` }, /path must be at most 500 characters/],
    ['an oversized referrer', { path: '/index', referrer: `https://x.example/${'a'.repeat(2100)}` }, /referrer must be at most 2000 characters/],
    ['a number for path', { path: 5 }, /path must be a path on this site/],
  ])('answers %s with a 400 envelope and keeps nothing', async (_label, payload, message) => {
    const reply = await insert(payload);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(message);
    expect(await visits()).toEqual([]);
  });

  it('keeps an unreadable referrer out', async () => {
    await insert({ path: '/index', referrer: 'javascript:alert(1)' });
    await insert({ path: '/index', referrer: 'not a url' });
    expect((await visits()).map((visit) => visit.referrer_host)).toEqual(['', '']);
  });

  it('limits one address to 120 records a minute', async () => {
    // A fresh app: the requests above already count against 127.0.0.1 in this one.
    const fresh = await createTestApp({}, { seed: false });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 121; index += 1) {
        const reply = await fresh.app.inject({
          method: 'POST',
          url: '/api/data/insert',
          headers: { 'user-agent': DESKTOP },
          payload: { path: '/index' },
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(120);
      expect(statuses[120]).toBe(429);
      expect(await fresh.app.db.selectFrom('visits').select('id').execute()).toHaveLength(120);
    } finally {
      await fresh.close();
    }
  });
});
