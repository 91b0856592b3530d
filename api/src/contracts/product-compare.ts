// The product comparison, written once for both sides: the page's address and the API's query carry the same list of
// product ids (`ids=501,502,503`, in the order the visitor picked them), read and written by the functions below, and
// the reply's shape is the schema the API serialises with. Pure: the browser bundles it as it is.

import type { FromSchema } from './api-shapes';
import { PRODUCT_LIFECYCLE_SCHEMA } from './product-lifecycle';

/** The most products a comparison holds: four columns still fit a laptop's screen and an A4 page in landscape. */
export const MAX_COMPARED_PRODUCTS = 4;

/** The query parameter that names the compared products, in the page's address and in the API's query alike. */
export const COMPARE_IDS_PARAM = 'ids';

/** The query parameter of the page's address that shows only the rows where the products differ (`diff=1`). */
export const COMPARE_DIFFERENCES_PARAM = 'diff';

/** The longest `ids` value read: 4 ids of 10 digits and their commas, with room for spaces a mail client adds. */
export const COMPARE_IDS_MAX_LENGTH = 80;

/** The largest product id (the API's integer ids are 32-bit). */
const MAX_PRODUCT_ID = 2_147_483_647;

/** The ids of a comparison, or why the text names none. */
export type CompareIdsParse = { ok: true; ids: number[] } | { ok: false; message: string };

/** What a text of no ids is told: how to name products. */
export const NO_COMPARE_IDS_MESSAGE = `Name the products to compare as ids=501,502: 1 to ${MAX_COMPARED_PRODUCTS} product ids, separated by commas.`;

/**
 * The product ids of an `ids` value, in its order. Spaces around an id are ignored (an address pasted from a mail may
 * carry them); anything else that is not a whole product id, an id named twice, or more than MAX_COMPARED_PRODUCTS
 * ids is refused with a sentence that says what to change.
 */
export function parseCompareIds(text: string | null | undefined): CompareIdsParse {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, message: NO_COMPARE_IDS_MESSAGE };
  if (trimmed.length > COMPARE_IDS_MAX_LENGTH) {
    return { ok: false, message: `The list of ids is too long: name at most ${MAX_COMPARED_PRODUCTS} product ids.` };
  }
  const parts = trimmed.split(',').map((part) => part.trim());
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,10}$/.test(part) || Number(part) < 1 || Number(part) > MAX_PRODUCT_ID) {
      const shown = part === '' ? 'An empty entry' : `"${part}"`;
      return { ok: false, message: `${shown} is not a product id: ids takes whole numbers separated by commas, such as ids=501,502.` };
    }
    const id = Number(part);
    if (ids.includes(id)) return { ok: false, message: `Product ${id} is named twice: name each product once.` };
    ids.push(id);
  }
  if (ids.length > MAX_COMPARED_PRODUCTS) {
    return { ok: false, message: `At most ${MAX_COMPARED_PRODUCTS} products can be compared; ${ids.length} were named.` };
  }
  return { ok: true, ids };
}

/** The `ids` value of a list of product ids, in its order: `501,502,503` (commas unescaped, as people share it). */
export function compareIdsValue(ids: readonly number[]): string {
  return ids.join(',');
}

// The reply of GET /api/Product/Compare.

const compareSpecRowProperties = {
  /** The datasheet's group heading ("Power"). */
  Section: { type: 'string' },
  /** The row's name in that group ("Input voltage"). */
  Field: { type: 'string' },
  /** The value as plain text ("12-48 VDC redundant"). */
  Value: { type: 'string' },
} as const;

const compareSpecRowSchema = {
  type: 'object',
  properties: compareSpecRowProperties,
  required: ['Section', 'Field', 'Value'],
} as const;

const comparedProductProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  /** The product's first picture ('' when it has none). */
  ImageUrl: { type: 'string' },
  /** The family and sub category, with their names, as the product page's breadcrumbs show them. */
  DictionaryId: { type: 'integer' },
  EN_DictionaryName: { type: 'string' },
  DictionaryId2: { type: 'integer' },
  EN_DictionaryName2: { type: 'string' },
  /** Whether it is still sold, until when, and what replaces it: a buyer comparing weighs that first. */
  Lifecycle: PRODUCT_LIFECYCLE_SCHEMA,
  /** The datasheet's rows in its order: group by group, row by row. */
  Specs: { type: 'array', items: compareSpecRowSchema },
} as const;

export const comparedProductSchema = {
  type: 'object',
  properties: comparedProductProperties,
  required: ['Id', 'Name', 'ShortName', 'ImageUrl', 'DictionaryId', 'EN_DictionaryName', 'DictionaryId2', 'EN_DictionaryName2', 'Lifecycle', 'Specs'],
} as const;

/**
 * The products asked for, in the order asked, and the ids that name no product. An unknown id does not fail the
 * read: a shared address keeps working when one of its products leaves the catalogue, and the page says which one
 * is gone while it compares the rest.
 */
export const productCompareSchema = {
  type: 'object',
  properties: {
    Products: { type: 'array', items: comparedProductSchema },
    UnknownIds: { type: 'array', items: { type: 'integer' } },
  },
  required: ['Products', 'UnknownIds'],
} as const;

export type CompareSpecRow = FromSchema<typeof compareSpecRowSchema>;
export type ComparedProduct = FromSchema<typeof comparedProductSchema>;
export type ProductCompareReply = FromSchema<typeof productCompareSchema>;

/** Names in a sentence: "A", "A and B", "A, B and C". */
function namesInSentence(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The page's title and description, as the server writes them into the head and the page sets them in the browser. */
export function productCompareHead(productNames: readonly string[]): { title: string; description: string } {
  if (productNames.length === 0) {
    return {
      title: 'Compare Products',
      description: `Put up to ${MAX_COMPARED_PRODUCTS} Ferrolink products side by side: pick them with Compare on the product lists and pages, then read their specifications row by row.`,
    };
  }
  const names = namesInSentence(productNames);
  return {
    title: `Compare ${names}`,
    description: `${names}: specifications side by side, row by row, with the rows where they differ.`.slice(0, 160),
  };
}
