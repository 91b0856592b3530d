import fs from 'node:fs';
import path from 'node:path';
import { MAX_COMPARED_PRODUCTS, type ProductCompareReply } from '../../src/contracts/product-compare';
import { envelope, useTestApp } from '../helpers/test-app';

interface ContentProduct {
  id: number;
  name: string;
  shortName: string;
  familyId: number;
  subCategoryId: number;
  images: string[];
  specs: { section: string; rows: [string, string][] }[];
}
const content = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/catalog/products.json'), 'utf8')) as { products: ContentProduct[] };
const contentProduct = (id: number): ContentProduct => {
  const product = content.products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`The content has no product ${id}.`);
  return product;
};

const { get, getOk } = useTestApp();

describe('Product/Compare', () => {
  it('gives the products in the order asked, each with its datasheet rows in the datasheet order', async () => {
    const reply = await getOk<ProductCompareReply>('/api/Product/Compare?ids=503,501,1301');
    expect(reply.UnknownIds).toEqual([]);
    expect(reply.Products.map((product) => product.Id)).toEqual([503, 501, 1301]);
    for (const product of reply.Products) {
      const expected = contentProduct(product.Id);
      expect(product).toMatchObject({
        Name: expected.name,
        ShortName: expected.shortName,
        ImageUrl: expected.images[0],
        DictionaryId: expected.familyId,
        DictionaryId2: expected.subCategoryId,
      });
      expect(product.EN_DictionaryName).not.toBe('');
      expect(product.EN_DictionaryName2).not.toBe('');
      // Read back from the database, the rows are the content's, in its order (sections, then rows within each).
      expect(product.Specs).toEqual(
        expected.specs.flatMap((group) => group.rows.map(([field, value]) => ({ Section: group.section, Field: field, Value: value }))),
      );
    }
    // The comparison's point: two switches share rows by (section, field), and some of their values differ.
    const valueOf = (index: number, field: string) =>
      reply.Products[index]?.Specs.find((row) => row.Section === 'Interface' && row.Field === field)?.Value;
    expect(valueOf(0, 'Copper ports')).toBe('24 x 10/100/1000BASE-T(X), RJ45');
    expect(valueOf(1, 'Copper ports')).toBe('8 x 10/100/1000BASE-T(X), RJ45');
    expect(valueOf(1, 'Fibre ports')).toBeUndefined();
  });

  it('accepts spaces around the ids, as an address pasted from a mail may carry them', async () => {
    const reply = await getOk<ProductCompareReply>('/api/Product/Compare?ids=%20502%20,%20501');
    expect(reply.Products.map((product) => product.Id)).toEqual([502, 501]);
  });

  it(`compares ${MAX_COMPARED_PRODUCTS} products`, async () => {
    const reply = await getOk<ProductCompareReply>('/api/Product/Compare?ids=501,502,503,504');
    expect(reply.Products.map((product) => product.Id)).toEqual([501, 502, 503, 504]);
  });

  it('lists the ids that name no product and still compares the others, in the order asked', async () => {
    const reply = await getOk<ProductCompareReply>('/api/Product/Compare?ids=999999,502,888888,501');
    expect(reply.Products.map((product) => product.Id)).toEqual([502, 501]);
    expect(reply.UnknownIds).toEqual([999999, 888888]);
  });

  it('answers ids that name no product at all with an empty comparison that lists them', async () => {
    const reply = await getOk<ProductCompareReply>('/api/Product/Compare?ids=999999');
    expect(reply).toEqual({ Products: [], UnknownIds: [999999] });
  });

  it.each([
    ['no ids', '', /Name the products to compare as ids=501,502/],
    ['an empty ids', '?ids=', /Name the products to compare as ids=501,502/],
    ['a word', '?ids=501,switch', /"switch" is not a product id/],
    ['an empty entry', '?ids=501,,502', /An empty entry is not a product id/],
    ['a fraction', '?ids=501.5', /"501.5" is not a product id/],
    ['a negative id', '?ids=-501', /"-501" is not a product id/],
    ['zero', '?ids=0,501', /"0" is not a product id/],
    ['an id past the integer range', '?ids=99999999999', /"99999999999" is not a product id/],
    ['markup', '?ids=%3Cscript%3E', /"<script>" is not a product id/],
    ['a repeated id', '?ids=501,502,501', /Product 501 is named twice: name each product once/],
    ['five ids', '?ids=501,502,503,504,505', /At most 4 products can be compared; 5 were named/],
    ['a list longer than any list of ids', `?ids=${'1,'.repeat(45)}1`, /too long: name at most 4 product ids/],
    ['a value longer than the schema allows', `?ids=${'1'.repeat(500)}`, /ids/],
  ])('answers %s with a 400 envelope that says why', async (_label, query, message) => {
    const reply = await get(`/api/Product/Compare${query}`);
    expect(reply.statusCode).toBe(400);
    const body = envelope(reply);
    expect(body).toMatchObject({ code: 400, success: false, response: null });
    expect(body.message).toMatch(message);
  });
});
