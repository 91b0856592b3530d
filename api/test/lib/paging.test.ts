import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type SelectQueryBuilder } from 'kysely';
import { pageInfo, pageOffset, readPage } from '../../src/lib/paging';

interface NumbersDatabase {
  numbers: { n: number; even: number };
}

/** A real in-memory SQLite table holding 1..count, each marked even or odd. */
async function numbersTable(count: number): Promise<Kysely<NumbersDatabase>> {
  const db = new Kysely<NumbersDatabase>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  await db.schema
    .createTable('numbers')
    .addColumn('n', 'integer', (column) => column.primaryKey())
    .addColumn('even', 'integer')
    .execute();
  const rows = Array.from({ length: count }, (_unused, index) => ({ n: index + 1, even: (index + 1) % 2 === 0 ? 1 : 0 }));
  if (rows.length > 0) await db.insertInto('numbers').values(rows).execute();
  return db;
}

describe('page fields', () => {
  it('counts the pages a total fills, the last one possibly short', () => {
    expect(pageInfo(1, 10, 0)).toEqual({ page: 1, pageSize: 10, dataCount: 0, pageCount: 0 });
    expect(pageInfo(2, 10, 10)).toEqual({ page: 2, pageSize: 10, dataCount: 10, pageCount: 1 });
    expect(pageInfo(1, 10, 11)).toEqual({ page: 1, pageSize: 10, dataCount: 11, pageCount: 2 });
  });

  it('skips the rows of the pages before the one asked for', () => {
    expect(pageOffset({ page: 1, pageSize: 8 })).toBe(0);
    expect(pageOffset({ page: 3, pageSize: 8 })).toBe(16);
  });
});

describe('reading a page', () => {
  let db: Kysely<NumbersDatabase>;

  beforeAll(async () => {
    db = await numbersTable(25);
  });

  afterAll(async () => {
    await db.destroy();
  });

  const ascending = (query: SelectQueryBuilder<NumbersDatabase, 'numbers', object>) => query.select('n').orderBy('n');

  it('returns the rows of the page in the order asked for, with the count of every row', async () => {
    const found = await readPage(db.selectFrom('numbers'), { page: 2, pageSize: 10 }, ascending);
    expect(found).toEqual({ data: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => ({ n })), page: 2, pageSize: 10, dataCount: 25, pageCount: 3 });
  });

  it('counts only the rows the filter keeps', async () => {
    const found = await readPage(db.selectFrom('numbers').where('even', '=', 1), { page: 1, pageSize: 5 }, (filtered) =>
      filtered.select('n').orderBy('n', 'desc'),
    );
    expect(found.data).toEqual([24, 22, 20, 18, 16].map((n) => ({ n })));
    expect(found).toMatchObject({ dataCount: 12, pageCount: 3 });
  });

  it('answers a page past the end with no rows and the true count', async () => {
    const found = await readPage(db.selectFrom('numbers'), { page: 9, pageSize: 10 }, ascending);
    expect(found).toEqual({ data: [], page: 9, pageSize: 10, dataCount: 25, pageCount: 3 });
  });

  it('answers an empty table with no pages', async () => {
    const empty = await numbersTable(0);
    try {
      expect(await readPage(empty.selectFrom('numbers'), { page: 1, pageSize: 10 }, ascending)).toEqual({
        data: [],
        page: 1,
        pageSize: 10,
        dataCount: 0,
        pageCount: 0,
      });
    } finally {
      await empty.destroy();
    }
  });
});
