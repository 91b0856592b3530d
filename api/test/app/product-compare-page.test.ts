import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { PAGE_DATA_ELEMENT_ID, readKey } from '../../src/contracts/first-reads';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { standInForShellPage } from '../helpers/shell-page-stand-in';

// The comparison page as the server sends it: its head (noindex with ids), the comparison it carries for the app
// (the API's own reply to the read the app makes), and its absence from the sitemap. A real app on a real database
// seeded with the repository's content.

const SITE = 'https://www.ferrolink.example';
const SITE_NAME = 'Ferrolink Industrial Networks';
let removeStandIn: () => void = () => undefined;

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  removeStandIn = standInForShellPage();
  t = await createTestApp({ serveStatic: true, seedReleases: false, siteUrl: SITE, siteName: SITE_NAME });
  app = t.app;
});

afterAll(async () => {
  await t.close();
  removeStandIn();
});

async function pageOf(url: string) {
  const reply = await app.inject({ method: 'GET', url });
  const document = new JSDOM(reply.body).window.document;
  const data = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return {
    status: reply.statusCode,
    title: document.title,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? undefined,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    data: data ? (JSON.parse(data) as Record<string, unknown>) : {},
  };
}

const compareKeys = (data: Record<string, unknown>) => Object.keys(data).filter((key) => key.startsWith('Product/Compare'));

describe('/productCompare', () => {
  it('is kept out of search results, titled with its products, and carries the comparison the API gives the app', async () => {
    const page = await pageOf('/productCompare?ids=503,501');
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex, follow');
    expect(page.title).toBe(`Compare FL-MS5028G-4S and FL-MS5008G | ${SITE_NAME}`);
    expect(page.canonical).toBe(`${SITE}/productCompare?ids=503,501`);
    expect(page.description).toMatch(/^FL-MS5028G-4S and FL-MS5008G: specifications side by side/);
    const key = readKey('Product/Compare', { ids: '503,501' });
    expect(compareKeys(page.data)).toEqual([key]);
    const api = (await app.inject({ method: 'GET', url: '/api/Product/Compare?ids=503,501' })).json() as { response: unknown };
    expect(page.data[key]).toEqual(api.response);
  });

  it('carries the read under the ids as the page reads them (spaces dropped), whatever else the address holds', async () => {
    const page = await pageOf('/productCompare?ids=%20502%20,501&diff=1&utm_source=mail');
    expect(compareKeys(page.data)).toEqual([readKey('Product/Compare', { ids: '502,501' })]);
    expect(page.canonical).toBe(`${SITE}/productCompare?ids=502,501`);
  });

  it('explains how to pick products at its bare address, which may be indexed', async () => {
    const page = await pageOf('/productCompare');
    expect(page.status).toBe(200);
    expect(page.robots).toBeUndefined();
    expect(page.title).toBe(`Compare Products | ${SITE_NAME}`);
    expect(page.canonical).toBe(`${SITE}/productCompare`);
    expect(compareKeys(page.data)).toEqual([]);
  });

  it.each([
    ['a repeated id', '/productCompare?ids=501,501'],
    ['five ids', '/productCompare?ids=501,502,503,504,505'],
    ['a word', '/productCompare?ids=switch'],
    ['a list longer than the page reads', `/productCompare?ids=${'501,'.repeat(100)}502`],
  ])('answers %s with the page that says why, carrying no comparison', async (_label, url) => {
    const page = await pageOf(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Compare Products | ${SITE_NAME}`);
    expect(compareKeys(page.data)).toEqual([]);
  });

  it('is not in the sitemap', async () => {
    const reply = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('/producDtetails?id=501');
    expect(reply.body).not.toContain('productCompare');
  });
});
