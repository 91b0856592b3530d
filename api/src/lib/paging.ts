import type { SelectQueryBuilder } from 'kysely';

/** The page a list call asks for: `page` counts from 1. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The fields of every paged reply, beside its `data`. */
export interface PageInfo {
  page: number;
  pageSize: number;
  dataCount: number;
  pageCount: number;
}

/** Builds the page fields from a total count. */
export function pageInfo(page: number, pageSize: number, dataCount: number): PageInfo {
  return { page, pageSize, dataCount, pageCount: Math.ceil(dataCount / pageSize) };
}

/** How many rows come before the first row of `page`. */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/**
 * One page of `filtered` and the count of all its rows, read at the same time. `selectRows` adds the columns and the
 * order; the window of the page is added here. A count comes back as a string or a bigint from PostgreSQL, so it is
 * turned into a number.
 */
export async function readPage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  request: PageRequest,
  selectRows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<PageInfo & { data: Row[] }> {
  const [counted, rows] = await Promise.all([
    // The builder's tables are generic here, so its result type cannot be worked out: the one column is named.
    filtered
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .$castTo<{ count: number | string | bigint }>()
      .executeTakeFirstOrThrow(),
    selectRows(filtered).limit(request.pageSize).offset(pageOffset(request)).execute(),
  ]);
  return { data: rows, ...pageInfo(request.page, request.pageSize, Number(counted.count)) };
}
