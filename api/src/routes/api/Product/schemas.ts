import { envelopeSchema } from '../../../lib/envelope';
import { idParam, pageParam, pageSchema } from '../../../lib/schemas';
import { PORTS_MAX, PORTS_MIN } from '../../../services/catalogue/product-filters';

/** The product search shows 40 products a page, and no call may ask for more. */
export const SEARCH_PAGE_SIZE = 40;
/** A sub category's product list shows 8 products a page unless the call asks for another size. */
export const LIST_PAGE_SIZE = 8;

const imageSchema = { type: 'object', properties: { ImageUrl: { type: 'string' } } } as const;
/** What a product card shows (lists, search, top products); the detail reply has all of it and more. */
const cardProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  Summary: { type: 'string' },
  Product_UL: { type: 'string' },
  DictionaryId2: { type: 'integer' },
  Images: { type: 'array', items: imageSchema },
} as const;
const cardSchema = { type: 'object', properties: cardProperties } as const;
const detailSchema = {
  type: 'object',
  properties: {
    ...cardProperties,
    EN_DictionaryName: { type: 'string' },
    EN_DictionaryName2: { type: 'string' },
    DictionaryId: { type: 'integer' },
    Introduce: { type: 'string' },
    InstallationRequirement: { type: 'string' },
    Specifications: { type: 'string' },
    OutputCapability: { type: 'string' },
    DeratingCurve: { type: 'string' },
    Description: { type: 'string' },
    OrderingInformation: { type: 'string' },
    FrontCategoryValue1: { type: 'integer' },
    FrontCategoryValue2: { type: 'integer' },
  },
} as const;
const dictionaryInfoSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    EN_Name: { type: 'string' },
    EN_Name2: { type: 'string' },
    Introduction: { type: 'string' },
    ImageUrl: { type: 'string' },
    Pid: { type: 'integer' },
  },
} as const;

const portsBound = { type: 'integer', minimum: PORTS_MIN, maximum: PORTS_MAX } as const;

export interface GetPageQuery {
  page: number;
  pageSize: number;
  tags?: string;
  ports?: string;
  portsMin?: number;
  portsMax?: number;
  type?: number;
}

export interface GetListQuery {
  page: number;
  PageSize?: number;
  pageSize?: number;
  dictionaryId: number;
}

export const getProductTagItemSchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        Tags: {
          type: 'array',
          items: { type: 'object', properties: { Id: { type: 'integer' }, EN_Name: { type: 'string' }, Kind: { type: 'string' } } },
        },
        TagItems: {
          type: 'array',
          items: { type: 'object', properties: { Id: { type: 'integer' }, Pid: { type: 'integer' }, EN_Name: { type: 'string' } } },
        },
      },
    }),
  },
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
      type: { type: 'integer', minimum: 1, maximum: 4 },
    },
  },
  response: { 200: envelopeSchema(pageSchema(cardSchema)) },
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
    },
    required: ['dictionaryId'],
  },
  response: {
    200: envelopeSchema({
      ...pageSchema(cardSchema),
      properties: { ...pageSchema(cardSchema).properties, DictionaryInfo: dictionaryInfoSchema },
    }),
  },
};

export const getInfoByIdSchema = {
  querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
  response: { 200: envelopeSchema(detailSchema) },
};

export const getProductListByTopSchema = {
  querystring: { type: 'object', properties: { pageSize: { type: 'integer', minimum: 1, maximum: 12, default: 3 } } },
  response: { 200: envelopeSchema({ type: 'array', items: cardSchema }) },
};
