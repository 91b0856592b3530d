// JSON-schema pieces reused by the routes. Limits keep hostile input cheap:
// every string has a maximum length and every number a range.

export const MAX_PAGE = 100_000;

export const pageParam = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
export const pageSizeParam = (maximum = 100, fallback = 10) => ({ type: 'integer', minimum: 1, maximum, default: fallback }) as const;
export const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const keyParam = { type: 'string', maxLength: 200, default: '' } as const;
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Schema of a paged list whose items match `item`. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      pageCount: { type: 'integer' },
      dataCount: { type: 'integer' },
    },
  } as const;
}
