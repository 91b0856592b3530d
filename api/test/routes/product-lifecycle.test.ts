import fs from 'node:fs';
import path from 'node:path';
import { envelope, useTestApp } from '../helpers/test-app';

// The products' lifecycles on every read that returns products, and the hide-discontinued filter of the Product
// Center (GetPage) and of a sub category's list (GetPage_). Expected values come from the content file, not the SQL.

interface Lifecycle {
  State: string;
  Date: string;
  Successor: { Id: number; Name: string; ShortName: string } | null;
}
interface Card {
  Id: number;
  Name: string;
  Lifecycle: Lifecycle;
}
interface CardPage {
  data: Card[];
  dataCount: number;
}

interface ContentProduct {
  id: number;
  familyId: number;
  subCategoryId: number;
  name: string;
  shortName: string;
  ports: number;
  lifecycle: { state: string; date: string; successorId: number | null };
}
const { products } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/catalog/products.json'), 'utf8')) as {
  products: ContentProduct[];
};
const byId = new Map(products.map((product) => [product.id, product]));

/** The lifecycle the API should send for a product of the content file. */
function expectedLifecycle(product: ContentProduct): Lifecycle {
  const successor = product.lifecycle.successorId === null ? undefined : byId.get(product.lifecycle.successorId);
  return {
    State: product.lifecycle.state,
    Date: product.lifecycle.date,
    Successor: successor ? { Id: successor.id, Name: successor.name, ShortName: successor.shortName } : null,
  };
}

const discontinued = products.filter((product) => product.lifecycle.state === 'discontinued');
const phaseOut = products.filter((product) => product.lifecycle.state === 'phase-out');
/** A discontinued product with a successor, and its sub category. */
const replaced = discontinued.find((product) => product.lifecycle.successorId !== null);

const testApp = useTestApp();

describe('product lifecycles in the content', () => {
  it('has products in each state, discontinued ones with a successor', () => {
    expect(discontinued.length).toBeGreaterThan(0);
    expect(phaseOut.length).toBeGreaterThan(0);
    expect(products.filter((product) => product.lifecycle.state === 'active').length).toBeGreaterThan(products.length / 2);
    expect(replaced).toBeDefined();
  });
});

describe('Lifecycle on product reads', () => {
  it('gives every product of the Product Center its state, date and successor', async () => {
    const page = await testApp.getOk<CardPage>('/api/Product/GetPage?pageSize=40&page=1');
    const second = await testApp.getOk<CardPage>('/api/Product/GetPage?pageSize=40&page=2');
    const cards = [...page.data, ...second.data];
    expect(cards).toHaveLength(products.length);
    for (const card of cards) expect(card.Lifecycle).toEqual(expectedLifecycle(byId.get(card.Id)!));
  });

  it.each([...discontinued, ...phaseOut].map((product) => [product.name, product] as const))(
    'gives the detail of %s its lifecycle and successor',
    async (_name, product) => {
      const detail = await testApp.getOk<Card>(`/api/Product/GetInfoById?id=${product.id}`);
      expect(detail.Lifecycle).toEqual(expectedLifecycle(product));
      expect(detail.Lifecycle.State).not.toBe('active');
      expect(detail.Lifecycle.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('gives an active product no date and no successor', async () => {
    const active = products.find((product) => product.lifecycle.state === 'active')!;
    const detail = await testApp.getOk<Card>(`/api/Product/GetInfoById?id=${active.id}`);
    expect(detail.Lifecycle).toEqual({ State: 'active', Date: '', Successor: null });
  });

  it('gives the top products and a sub category list their lifecycles', async () => {
    const top = await testApp.getOk<Card[]>('/api/Product/GetProductListByTop?pageSize=3');
    expect(top.length).toBeGreaterThan(0);
    for (const card of top) expect(card.Lifecycle).toEqual(expectedLifecycle(byId.get(card.Id)!));
    const list = await testApp.getOk<CardPage>(`/api/Product/GetPage_?dictionaryId=${replaced!.subCategoryId}&PageSize=40`);
    expect(list.data.find((card) => card.Id === replaced!.id)?.Lifecycle).toEqual(expectedLifecycle(replaced!));
  });
});

describe('hideDiscontinued', () => {
  const discontinuedIds = new Set(discontinued.map((product) => product.id));

  it('leaves the discontinued products out of the Product Center and keeps those in phase-out', async () => {
    const all = await testApp.getOk<CardPage>('/api/Product/GetPage?pageSize=40&type=1');
    const hidden = await testApp.getOk<CardPage>('/api/Product/GetPage?pageSize=40&type=1&hideDiscontinued=1');
    const switchesDiscontinued = discontinued.filter((product) => product.familyId === 1).length;
    expect(switchesDiscontinued).toBeGreaterThan(0);
    expect(hidden.dataCount).toBe(all.dataCount - switchesDiscontinued);
    expect(hidden.data.filter((card) => discontinuedIds.has(card.Id))).toEqual([]);
    const switchesInPhaseOut = phaseOut.filter((product) => product.familyId === 1).map((product) => product.id);
    for (const id of switchesInPhaseOut) expect(hidden.data.map((card) => card.Id)).toContain(id);
    // 0 keeps them, as leaving the parameter out does.
    const kept = await testApp.getOk<CardPage>('/api/Product/GetPage?pageSize=40&type=1&hideDiscontinued=0');
    expect(kept.dataCount).toBe(all.dataCount);
  });

  it('combines with the other filters (a ports range)', async () => {
    const product = replaced!;
    const query = `type=${product.familyId}&ports=${product.ports}-${product.ports}&pageSize=40`;
    const sameRange = products.filter((other) => other.familyId === product.familyId && other.ports === product.ports);
    const withIt = await testApp.getOk<CardPage>(`/api/Product/GetPage?${query}`);
    const withoutIt = await testApp.getOk<CardPage>(`/api/Product/GetPage?${query}&hideDiscontinued=1`);
    expect(withIt.dataCount).toBe(sameRange.length);
    expect(withoutIt.data.map((card) => card.Id).sort((a, b) => a - b)).toEqual(
      sameRange
        .filter((other) => other.lifecycle.state !== 'discontinued')
        .map((other) => other.id)
        .sort((a, b) => a - b),
    );
    expect(withoutIt.data.map((card) => card.Id)).not.toContain(product.id);
  });

  it('leaves the discontinued products out of a sub category list', async () => {
    const sub = replaced!.subCategoryId;
    const all = await testApp.getOk<CardPage>(`/api/Product/GetPage_?dictionaryId=${sub}&PageSize=40`);
    const hidden = await testApp.getOk<CardPage>(`/api/Product/GetPage_?dictionaryId=${sub}&PageSize=40&hideDiscontinued=1`);
    const expected = products
      .filter((product) => product.subCategoryId === sub && product.lifecycle.state !== 'discontinued')
      .map((product) => product.id)
      .sort((a, b) => a - b);
    expect(all.data.map((card) => card.Id)).toContain(replaced!.id);
    expect(hidden.data.map((card) => card.Id).sort((a, b) => a - b)).toEqual(expected);
    expect(hidden.dataCount).toBe(expected.length);
  });

  it.each(['/api/Product/GetPage?hideDiscontinued=yes', `/api/Product/GetPage_?dictionaryId=5&hideDiscontinued=2`])(
    'answers %s with a 400 that names the parameter',
    async (url) => {
      const reply = await testApp.get(url);
      expect(reply.statusCode).toBe(400);
      expect(envelope(reply).message).toMatch(/hideDiscontinued/);
    },
  );
});
