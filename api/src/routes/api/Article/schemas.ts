import { articleDetailSchema, articleListItemSchema } from '../../../contracts/api-shapes';
import { NEWS_PAGE_SIZE } from '../../../contracts/page-sizes';
import { envelopeSchema } from '../../../lib/envelope';
import { idParam, keyParam, optionalText, pagedSearchParams, pageSchema } from '../../../lib/schemas';

/** Random news picks 3 articles unless asked otherwise, by default from those of level 1 and up. */
const RANDOM_DEFAULT_AMOUNT = 3;
const RANDOM_MAX_AMOUNT = 10;

const levelParam = { type: 'integer', minimum: 0, maximum: 9 } as const;

export interface GetPageQuery {
  page: number;
  pageSize: number;
  key: string;
  level?: number;
  dictionaryId?: number;
  dictionaryName?: string;
}

export interface RandomQuery {
  amount: number;
  level: number;
  key: string;
  excludeId?: number;
}

export const getPageSchema = {
  querystring: {
    type: 'object',
    properties: {
      ...pagedSearchParams(50, NEWS_PAGE_SIZE),
      level: levelParam,
      dictionaryId: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
      dictionaryName: optionalText(100),
    },
  },
  response: { 200: envelopeSchema(pageSchema(articleListItemSchema)) },
};

export const getDetailByIdSchema = {
  querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
  response: { 200: envelopeSchema(articleDetailSchema) },
};

export const getRandomArticleListSchema = {
  querystring: {
    type: 'object',
    properties: {
      amount: { type: 'integer', minimum: 1, maximum: RANDOM_MAX_AMOUNT, default: RANDOM_DEFAULT_AMOUNT },
      level: { ...levelParam, default: 1 },
      key: keyParam,
      excludeId: idParam,
    },
  },
  response: { 200: envelopeSchema({ type: 'array', items: articleListItemSchema }) },
};
