import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { PAGE_DATA_ELEMENT_ID } from '../../src/contracts/first-reads';
import { REPO_ROOT } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { standInForShellPage } from '../helpers/shell-page-stand-in';

// The pages' side of product lifecycles: a product page's structured data says whether its product can be ordered
// (schema.org availability), and a product list's address with hideDiscontinued=1 carries the list the app reads
// for that address (without the discontinued products), not the whole list.

let removeStandIn: () => void = () => undefined;
let t: TestApp;

interface ContentProduct {
  id: number;
  name: string;
  subCategoryId: number;
  lifecycle: { state: string; date: string; successorId: number | null };
}
const { products } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'api/content/catalog/products.json'), 'utf8')) as {
  products: ContentProduct[];
};
const inState = (state: string) => products.find((product) => product.lifecycle.state === state)!;

beforeAll(async () => {
  removeStandIn = standInForShellPage();
  t = await createTestApp({ serveStatic: true, seedReleases: false });
});

afterAll(async () => {
  await t?.close();
  removeStandIn();
});

async function pageOf(url: string) {
  const reply = await t.app.inject({ method: 'GET', url });
  const document = new JSDOM(reply.body).window.document;
  const dataText = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return {
    status: reply.statusCode,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    ),
    data: dataText ? (JSON.parse(dataText) as Record<string, unknown>) : {},
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  };
}

describe("a product page's structured data", () => {
  it.each([
    ['active', 'https://schema.org/InStock'],
    ['phase-out', 'https://schema.org/LimitedAvailability'],
    ['discontinued', 'https://schema.org/Discontinued'],
  ])('gives a product that is %s the availability %s', async (state, availability) => {
    const product = inState(state);
    const page = await pageOf(`/producDtetails?id=${product.id}`);
    expect(page.status).toBe(200);
    const node = page.jsonLd.find((entry) => entry['@type'] === 'Product');
    expect(node?.sku).toBe(product.name);
    expect(node?.offers).toMatchObject({ '@type': 'Offer', availability });
  });
});

describe('a product list address with hideDiscontinued=1', () => {
  const replaced = products.find((product) => product.lifecycle.state === 'discontinued' && product.lifecycle.successorId !== null)!;
  const sub = replaced.subCategoryId;
  const hiddenKey = `Product/GetPage_?PageSize=8&dictionaryId=${sub}&hideDiscontinued=1&page=1`;
  const wholeKey = `Product/GetPage_?PageSize=8&dictionaryId=${sub}&page=1`;

  it('carries the list without the discontinued products, exactly as the API answers that read, and the whole list without it', async () => {
    const page = await pageOf(`/producList?id=${sub}&hideDiscontinued=1`);
    expect(page.status).toBe(200);
    expect(Object.keys(page.data).filter((key) => key.startsWith('Product/'))).toEqual([hiddenKey]);
    const api = (await t.app.inject({ method: 'GET', url: `/api/${hiddenKey}` })).json() as { response: { data: Array<{ Id: number }> } };
    expect(page.data[hiddenKey]).toEqual(api.response);
    expect(api.response.data.map((card) => card.Id)).not.toContain(replaced.id);
    // The view's canonical page is the whole list.
    expect(page.canonical).toMatch(new RegExp(`/producList\\?id=${sub}$`));

    // Without the parameter, the page carries the whole list.
    const whole = await pageOf(`/producList?id=${sub}`);
    expect(Object.keys(whole.data).filter((key) => key.startsWith('Product/'))).toEqual([wholeKey]);
    expect((whole.data[wholeKey] as { data: Array<{ Id: number }> }).data.map((card) => card.Id)).toContain(replaced.id);
  });
});
