// JSON-schema pieces reused by the routes. Limits keep hostile input cheap:
// every string has a maximum length and every number a range.

// The page of a paged reply is a reply shape the front end reads too, so it lives with the other shapes.
export { pageSchema } from '../contracts/api-shapes';

export const MAX_PAGE = 100_000;

export const pageParam = { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } as const;
export const pageSizeParam = (maximum = 100, fallback = 10) => ({ type: 'integer', minimum: 1, maximum, default: fallback }) as const;
export const idParam = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const keyParam = { type: 'string', maxLength: 200, default: '' } as const;
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The paging and search words every searchable list reads first, in this order (the order its 400s are found in). */
export const pagedSearchParams = (maxPageSize: number, defaultPageSize: number) =>
  ({ page: pageParam, pageSize: pageSizeParam(maxPageSize, defaultPageSize), key: keyParam }) as const;
