import { PRODUCT_LIST_PAGE_SIZE, PRODUCT_SEARCH_PAGE_SIZE } from '../../../contracts/page-sizes';
import { pageSchema, productCardSchema, productDetailSchema, productListPageSchema, productTagsSchema } from '../../../contracts/api-shapes';
import { envelopeSchema } from '../../../lib/envelope';
import { idParam, pageParam } from '../../../lib/schemas';
import { PORTS_MAX, PORTS_MIN } from '../../../services/catalogue/product-filters';

/** The product search shows 40 products a page, and no call may ask for more. */
export const SEARCH_PAGE_SIZE = PRODUCT_SEARCH_PAGE_SIZE;
/** A sub category's product list shows 8 products a page unless the call asks for another size. */
export const LIST_PAGE_SIZE = PRODUCT_LIST_PAGE_SIZE;

const portsBound = { type: 'integer', minimum: PORTS_MIN, maximum: PORTS_MAX } as const;

export interface GetPageQuery {
  page: number;
  pageSize: number;
  tags?: string;
  ports?: string;
  portsMin?: number;
  portsMax?: number;
  type?: number;
  hideDiscontinued?: 0 | 1;
}

export interface GetListQuery {
  page: number;
  PageSize?: number;
  pageSize?: number;
  dictionaryId: number;
  hideDiscontinued?: 0 | 1;
}

/** `hideDiscontinued=1` leaves discontinued products out of a list; 0 (or leaving it out) keeps them. */
const hideDiscontinuedParam = { type: 'integer', enum: [0, 1] } as const;

/** The product families, `type` 1 to 4. */
const familyType = { type: 'integer', minimum: 1, maximum: 4 } as const;

export interface GetProductTagItemQuery {
  /** The family whose filter groups are wanted; every family's when absent. */
  type?: number;
}

export const getProductTagItemSchema = {
  querystring: { type: 'object', properties: { type: familyType } },
  response: { 200: envelopeSchema(productTagsSchema) },
};

export const getPageSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: pageParam,
      pageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE, default: SEARCH_PAGE_SIZE },
      tags: { type: 'string', maxLength: 1000 },
      ports: { type: 'string', maxLength: 10 },
      portsMin: portsBound,
      portsMax: portsBound,
      type: familyType,
      hideDiscontinued: hideDiscontinuedParam,
    },
  },
  response: { 200: envelopeSchema(pageSchema(productCardSchema)) },
};

export const getListSchema = {
  querystring: {
    type: 'object',
    properties: {
      page: pageParam,
      // The clients spell it PageSize here; pageSize is accepted too, the spelling of most other calls.
      PageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE },
      pageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE },
      dictionaryId: idParam,
      hideDiscontinued: hideDiscontinuedParam,
    },
    required: ['dictionaryId'],
  },
  response: { 200: envelopeSchema(productListPageSchema) },
};

export const getInfoByIdSchema = {
  querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
  response: { 200: envelopeSchema(productDetailSchema) },
};

export const getProductListByTopSchema = {
  querystring: { type: 'object', properties: { pageSize: { type: 'integer', minimum: 1, maximum: 12, default: 3 } } },
  response: { 200: envelopeSchema({ type: 'array', items: productCardSchema }) },
};
