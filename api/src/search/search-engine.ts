// The one module with dialect-specific SQL for site search:
// SQLite FTS5 with bm25, or PostgreSQL tsvector with a GIN index. Everything
// else (what goes into the index, the route) is portable and calls this.
import { sql, type Kysely } from 'kysely';
import { SEARCH_DATA_TYPES as RESULT_DATA_TYPES, type SearchDataType } from '../contracts/api-shapes';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import type { ParsedKey } from './text';

// The data types are those a search result reports (the reply contract).
export type { SearchDataType };
export const SEARCH_DATA_TYPES: readonly SearchDataType[] = RESULT_DATA_TYPES;

/** One searchable thing. Text is plain (no HTML); title outranks keywords, keywords outrank summary, summary outranks body. */
export interface SearchDocument {
  dataType: SearchDataType;
  refId: number;
  attachmentId: number;
  title: string;
  /** Short name, compact model-number forms, document type: words a visitor types that are not in the title. */
  keywords: string;
  /** Plain text shown under the title in results. */
  summary: string;
  body: string;
}

export interface SearchHit {
  refId: number;
  attachmentId: number;
  dataType: SearchDataType;
  title: string;
  summary: string;
}

/** 'all': every token must match (the normal case); 'any': one is enough (the fallback when 'all' finds nothing). */
export type MatchMode = 'all' | 'any';

// Schema changes run in migrations, on Kysely's untyped database as well as on the app's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

export interface SearchEngine {
  createSchema(db: AnyDb): Promise<void>;
  dropSchema(db: AnyDb): Promise<void>;
  replaceAll(db: Kysely<Database>, documents: SearchDocument[]): Promise<void>;
  counts(db: Kysely<Database>, key: ParsedKey, mode: MatchMode): Promise<Record<SearchDataType, number>>;
  page(db: Kysely<Database>, key: ParsedKey, mode: MatchMode, dataType: SearchDataType, limit: number, offset: number): Promise<SearchHit[]>;
  /** Every indexed title: the words "did you mean" may offer. */
  titles(db: Kysely<Database>): Promise<string[]>;
}

interface SearchIndexRow {
  title: string;
  keywords: string;
  summary: string;
  body: string;
  data_type: string;
  ref_id: number;
  attachment_id: number;
}

interface HitRow {
  ref_id: number | string;
  attachment_id: number | string;
  data_type: string;
  title: string;
  summary: string;
}

const INSERT_CHUNK = 100;

function emptyCounts(): Record<SearchDataType, number> {
  return { product: 0, solution: 0, news: 0, support: 0, advisory: 0 };
}

function toCounts(rows: { data_type: string; count: number | string }[]): Record<SearchDataType, number> {
  const counts = emptyCounts();
  for (const row of rows) {
    if ((SEARCH_DATA_TYPES as readonly string[]).includes(row.data_type)) counts[row.data_type as SearchDataType] = Number(row.count);
  }
  return counts;
}

function toHit(row: HitRow): SearchHit {
  return {
    refId: Number(row.ref_id),
    attachmentId: Number(row.attachment_id),
    dataType: row.data_type as SearchDataType,
    title: row.title,
    summary: row.summary,
  };
}

async function insertDocuments(db: Kysely<Database>, documents: SearchDocument[]): Promise<void> {
  const index = db.withTables<{ search_index: SearchIndexRow }>();
  await index.deleteFrom('search_index').execute();
  for (let start = 0; start < documents.length; start += INSERT_CHUNK) {
    await index
      .insertInto('search_index')
      .values(
        documents.slice(start, start + INSERT_CHUNK).map((document) => ({
          title: document.title,
          keywords: document.keywords,
          summary: document.summary,
          body: document.body,
          data_type: document.dataType,
          ref_id: document.refId,
          attachment_id: document.attachmentId,
        })),
      )
      .execute();
  }
}

/**
 * An ORDER BY term, the same on both databases, that lists first the result titled with the key's model ("FL-MS5008G"
 * before "FL-MS5008G-PN"): its title is the model alone or the model and a space. No model typed: no effect.
 */
function exactModelFirst(model: string, title: ReturnType<typeof sql.ref>) {
  return sql`CASE WHEN ${model} <> '' AND (lower(${title}) = ${model} OR substr(lower(${title}), 1, ${model.length + 1}) = ${`${model} `}) THEN 0 ELSE 1 END`;
}

// ---------------------------------------------------------------- SQLite FTS5

/**
 * An FTS5 query from tokens that contain only letters and digits, each quoted, so
 * nothing a visitor types can be read as an operator. Tokens of two or more
 * characters match as prefixes ("swi" finds "switches"); a single character only
 * as a whole word, or "5 port" would match everything starting with 5.
 */
export function fts5Query({ tokens, compact }: ParsedKey, mode: MatchMode): string {
  const terms = tokens.map((token) => (token.length >= 2 ? `"${token}"*` : `"${token}"`));
  const joined = terms.join(mode === 'all' ? ' AND ' : ' OR ');
  return compact && tokens.length > 1 ? `(${joined}) OR "${compact}"*` : joined;
}

/**
 * On SQLite the text index is contentless: it holds only what matching and bm25 need.
 * Each row's rowid encodes its type (type number * TYPE_SPAN + position), so filtering
 * and counting by type read rowids only, never the stored text; the few fields a result
 * page shows come from search_documents, for the page's rows alone.
 */
const TYPE_SPAN = 100_000_000;
const TYPE_NUMBER: Record<SearchDataType, number> = { product: 1, solution: 2, support: 3, news: 4, advisory: 5 };
const TYPE_OF_NUMBER = new Map(Object.entries(TYPE_NUMBER).map(([type, number]) => [number, type as SearchDataType]));

/** bm25 column weights: title, keywords, summary, body. */
const BM25 = sql.raw('bm25(search_index, 10.0, 6.0, 2.0, 1.0)');

const sqliteEngine: SearchEngine = {
  async createSchema(db) {
    await sql`CREATE TABLE search_documents (
      id INTEGER PRIMARY KEY,
      data_type TEXT NOT NULL,
      ref_id INTEGER NOT NULL,
      attachment_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      summary TEXT NOT NULL DEFAULT ''
    )`.execute(db);
    // porter over unicode61: "switches" finds "switch"; prefix indexes keep "swi"* fast.
    await sql`CREATE VIRTUAL TABLE search_index USING fts5(
      title, keywords, summary, body,
      content = '',
      tokenize = 'porter unicode61 remove_diacritics 2',
      prefix = '2 3 4'
    )`.execute(db);
  },
  async dropSchema(db) {
    await sql`DROP TABLE IF EXISTS search_index`.execute(db);
    await sql`DROP TABLE IF EXISTS search_documents`.execute(db);
  },
  async replaceAll(db, documents) {
    await sql`INSERT INTO search_index(search_index) VALUES ('delete-all')`.execute(db);
    await sql`DELETE FROM search_documents`.execute(db);
    const position: Record<SearchDataType, number> = { product: 0, solution: 0, support: 0, news: 0, advisory: 0 };
    // Within a type, rowids follow the content's ids: equal scores then list in content order.
    const ordered = [...documents].sort((a, b) => a.refId - b.refId);
    const rows = ordered.map((document) => {
      position[document.dataType] += 1;
      return { id: TYPE_NUMBER[document.dataType] * TYPE_SPAN + position[document.dataType], document };
    });
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const documentValues = chunk.map(
        ({ id, document }) => sql`(${id}, ${document.dataType}, ${document.refId}, ${document.attachmentId}, ${document.title}, ${document.summary})`,
      );
      await sql`INSERT INTO search_documents (id, data_type, ref_id, attachment_id, title, summary) VALUES ${sql.join(documentValues)}`.execute(db);
      const indexValues = chunk.map(
        ({ id, document }) => sql`(${id}, ${document.title}, ${document.keywords}, ${document.summary}, ${document.body})`,
      );
      await sql`INSERT INTO search_index (rowid, title, keywords, summary, body) VALUES ${sql.join(indexValues)}`.execute(db);
    }
    // Merges the index's segments into one: fewer b-trees to walk on every query.
    await sql`INSERT INTO search_index(search_index) VALUES ('optimize')`.execute(db);
  },
  async counts(db, key, mode) {
    const { rows } = await sql<{ type_number: number; count: number }>`
      SELECT rowid / ${sql.lit(TYPE_SPAN)} AS type_number, count(*) AS count FROM search_index
      WHERE search_index MATCH ${fts5Query(key, mode)} GROUP BY type_number`.execute(db);
    return toCounts(rows.map((row) => ({ data_type: TYPE_OF_NUMBER.get(Number(row.type_number)) ?? '', count: row.count })));
  },
  async page(db, key, mode, dataType, limit, offset) {
    const first = TYPE_NUMBER[dataType] * TYPE_SPAN;
    // Scores within half a point count as a tie, and the shorter title wins it: for "MS5008" the model
    // FL-MS5008G comes before its variant FL-MS5008G-PN, whose text repeats the base model's name. The half points
    // are counted down from the best score of the page's type, not from zero: with fixed steps from zero, two close
    // scores on either side of a step's edge (5.66 and 5.82) fell in different steps whenever other documents moved
    // the scores a little.
    // Before the scores, two tiers (see "Ranking" in docs/architecture.md): the product whose model is the one typed,
    // then the results whose title or keywords (a product's category) hold the words, then the rest.
    const query = fts5Query(key, mode);
    const model = key.model ?? '';
    const { rows } = await sql<HitRow>`
      SELECT d.ref_id, d.attachment_id, d.data_type, d.title, d.summary
      FROM (
        SELECT id, score, min(score) OVER () AS best FROM (
          SELECT rowid AS id, ${BM25} AS score FROM search_index
          WHERE search_index MATCH ${query} AND rowid > ${first} AND rowid < ${first + TYPE_SPAN}
        )
      ) AS hits
      JOIN search_documents AS d ON d.id = hits.id
      LEFT JOIN (
        SELECT rowid AS id FROM search_index
        WHERE search_index MATCH ${`{title keywords} : (${query})`} AND rowid > ${first} AND rowid < ${first + TYPE_SPAN}
      ) AS named ON named.id = hits.id
      ORDER BY ${exactModelFirst(model, sql.ref('d.title'))}, named.id IS NULL, CAST((hits.score - hits.best) * 2 AS INTEGER), length(d.title), hits.id
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map(toHit);
  },
  async titles(db) {
    const { rows } = await sql<{ title: string }>`SELECT title FROM search_documents`.execute(db);
    return rows.map((row) => row.title);
  },
};

// ---------------------------------------------------------- PostgreSQL tsvector

/** A to_tsquery text from letter-and-digit tokens (no operator can slip in); `:*` makes each a prefix. */
export function tsQuery({ tokens, compact }: ParsedKey, mode: MatchMode): string {
  const terms = tokens.map((token) => (token.length >= 2 ? `${token}:*` : token));
  const joined = terms.join(mode === 'all' ? ' & ' : ' | ');
  return compact && tokens.length > 1 ? `(${joined}) | ${compact}:*` : joined;
}

const postgresEngine: SearchEngine = {
  async createSchema(db) {
    await sql`CREATE TABLE search_index (
      id serial PRIMARY KEY,
      data_type text NOT NULL,
      ref_id integer NOT NULL,
      attachment_id integer NOT NULL DEFAULT 0,
      title text NOT NULL,
      keywords text NOT NULL DEFAULT '',
      summary text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', keywords), 'A') ||
        setweight(to_tsvector('english', summary), 'B') ||
        setweight(to_tsvector('english', body), 'D')
      ) STORED
    )`.execute(db);
    await sql`CREATE INDEX search_index_document ON search_index USING GIN (document)`.execute(db);
    await sql`CREATE INDEX search_index_type ON search_index (data_type)`.execute(db);
  },
  async dropSchema(db) {
    await sql`DROP TABLE IF EXISTS search_index`.execute(db);
  },
  async replaceAll(db, documents) {
    await insertDocuments(db, documents);
  },
  async counts(db, key, mode) {
    const { rows } = await sql<{ data_type: string; count: string }>`
      SELECT data_type, count(*) AS count FROM search_index
      WHERE document @@ to_tsquery('english', ${tsQuery(key, mode)}) GROUP BY data_type`.execute(db);
    return toCounts(rows);
  },
  async page(db, key, mode, dataType, limit, offset) {
    // ts_rank counts every occurrence, so for "MS5008" the variant FL-MS5008G-PN (whose text repeats the
    // base model's name) would outrank FL-MS5008G. A match in the title comes first, ranked against the
    // title's length (normalisation 2): the base model before its variants, as SQLite's tie rule gives.
    // The title's vector is computed for the matched rows only, after the GIN index has chosen them. Before all that,
    // the same two tiers as on SQLite: the model typed, then titles or keywords holding the words.
    const { rows } = await sql<HitRow>`
      SELECT ref_id, attachment_id, data_type, title, summary FROM search_index, to_tsquery('english', ${tsQuery(key, mode)}) AS query
      WHERE document @@ query AND data_type = ${dataType}
      ORDER BY ${exactModelFirst(key.model ?? '', sql.ref('title'))},
        to_tsvector('english', title || ' ' || keywords) @@ query DESC,
        ts_rank(to_tsvector('english', title), query, 2) DESC, ts_rank(document, query) DESC, length(title), ref_id
      LIMIT ${limit} OFFSET ${offset}`.execute(db);
    return rows.map(toHit);
  },
  async titles(db) {
    const { rows } = await sql<{ title: string }>`SELECT title FROM search_index`.execute(db);
    return rows.map((row) => row.title);
  },
};

export function searchEngine(dialect: Dialect): SearchEngine {
  return dialect === 'postgres' ? postgresEngine : sqliteEngine;
}

/** The dialect of a connection or transaction, read from how it writes a bound parameter (`$1` on PostgreSQL, `?` on SQLite). */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.selectFrom('site_settings').select('key').where('key', '=', '').compile().sql.includes('$1') ? 'postgres' : 'sqlite';
}
