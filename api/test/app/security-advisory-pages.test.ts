import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { readKey } from '../../src/contracts/first-reads';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The advisory pages as the server writes them for crawlers and link previews: head, structured data, status, the
// replies they carry, and their addresses in the sitemap. A real app on the repository's content.

const SITE = 'https://www.ferrolink.example';
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ serveStatic: true, seedReleases: false, siteUrl: SITE });
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

async function pageAt(url: string) {
  const [route = '', search = ''] = url.split('?');
  const view = await app.pages.page(route, new URLSearchParams(search));
  const head = new JSDOM(`<!doctype html><head>${view.rendered.head}</head><body>${view.rendered.structuredData}</body>`).window.document;
  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { view, head, jsonLd };
}

describe('/securityAdvisories', () => {
  it('has its title, canonical address, Atom feed link and the list of advisories, and carries GetList', async () => {
    const { view, head, jsonLd } = await pageAt('/securityAdvisories');
    expect(view.status).toBe(200);
    expect(head.title).toBe('Security Advisories | Ferrolink Industrial Networks');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/securityAdvisories`);
    const feed = head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${SITE}/securityAdvisories.atom`);
    const list = jsonLd.find((node) => node['@type'] === 'ItemList') as { itemListElement: { url: string }[] } | undefined;
    expect(list?.itemListElement[0]?.url).toBe(`${SITE}/securityAdvisory?id=FL-SA-2026-008`);
    expect(list?.itemListElement).toHaveLength(10);
    expect(Object.keys(view.carried.replies)).toContain('SecurityAdvisory/GetList');
  });
});

describe('/securityAdvisory?id=', () => {
  it('is a TechArticle about the products it concerns, under Support in the breadcrumbs, and carries its read', async () => {
    const { view, head, jsonLd } = await pageAt('/securityAdvisory?id=FL-SA-2026-003');
    expect(view.status).toBe(200);
    expect(head.title).toBe(
      'FL-SA-2026-003: Cross-site request forgery in the web management of managed and rackmount switches | Ferrolink Industrial Networks',
    );
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^High \(CVSS 8\.8\): /);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/securityAdvisory?id=FL-SA-2026-003`);
    const article = jsonLd.find((node) => node['@type'] === 'TechArticle');
    expect(article).toMatchObject({ identifier: 'FL-SA-2026-003', datePublished: '2026-04-22T09:00:00Z', dateModified: '2026-06-10T09:00:00Z' });
    expect(article?.about).toEqual(expect.arrayContaining([{ '@type': 'Product', name: 'FL-MS5010G-2S', url: `${SITE}/producDtetails?id=502` }]));
    const crumbs = jsonLd.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'Support', 'Security Advisories', 'FL-SA-2026-003']);
    expect(Object.keys(view.carried.replies)).toContain(readKey('SecurityAdvisory/GetInfoById', { id: 'FL-SA-2026-003' }));
  });

  it('reads an id in any case with spaces around it, and answers 404 for one that names no advisory or is not an id', async () => {
    const { view, head } = await pageAt('/securityAdvisory?id=%20fl-sa-2026-003%20');
    expect(view.status).toBe(200);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/securityAdvisory?id=FL-SA-2026-003`);
    for (const url of ['/securityAdvisory?id=FL-SA-2024-999', '/securityAdvisory?id=abc', '/securityAdvisory']) {
      expect({ url, status: (await pageAt(url)).view.status }).toEqual({ url, status: 404 });
    }
  });
});

describe('a product page', () => {
  it('carries the advisories that concern the product, for its Security advisories section', async () => {
    const { view } = await pageAt('/producDtetails?id=502');
    const carried = view.carried.replies[readKey('SecurityAdvisory/GetByProduct', { productId: 502 })] as { Id: string }[] | undefined;
    expect(carried?.map((advisory) => advisory.Id)).toEqual(['FL-SA-2026-003', 'FL-SA-2025-004']);
  });
});

describe('the sitemap', () => {
  it('lists the advisories page and every advisory with the date it last changed', async () => {
    const xml = new JSDOM((await app.pages.sitemapFile('/sitemap.xml')) ?? '', { contentType: 'application/xml' }).window.document;
    const entries = [...xml.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]?.textContent,
      url.getElementsByTagName('lastmod')[0]?.textContent,
    ]);
    expect(entries).toContainEqual([`${SITE}/securityAdvisories`, '2026-09-29']);
    expect(entries).toContainEqual([`${SITE}/securityAdvisory?id=FL-SA-2026-003`, '2026-06-10']);
    expect(entries.filter(([loc]) => loc?.startsWith(`${SITE}/securityAdvisory?id=`))).toHaveLength(10);
  });

  it('is joined by robots.txt letting crawlers that render the pages read the advisories from the API', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain('Allow: /api/SecurityAdvisory/');
  });
});
