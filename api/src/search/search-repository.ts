import type { Kysely } from 'kysely';
import type { SearchReply, SearchResult } from '../contracts/api-shapes';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { pageInfo } from '../lib/paging';
import { publicFileAddress } from '../services/support/material-repository';
import { searchEngine, type MatchMode, type SearchDataType, type SearchHit } from './search-engine';
import { SITE_SEARCH_TYPES, type SiteSearchReplyExtras, type SiteSearchType } from '../contracts/site-search';
import { SEARCH_VERSION_KEY } from './search-cache';
import { buildVocabulary, suggestKey, type Vocabulary } from './suggest';
import { excerpt, parseKey, titleCoverage, type ParsedKey } from './text';

/** The DataType of the results of each `type` of the search. */
const DATA_TYPE_OF: Record<SiteSearchType, SearchDataType> = {
  products: 'product',
  solutions: 'solution',
  supports: 'support',
  news: 'news',
  advisories: 'advisory',
};

/** Every result the counts hold, of whatever type. */
const totalOf = (counts: Record<SearchDataType, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** WebSite/Search's reply: a page of one type, the count of every type, and where to look (BestType, Suggestion). */
export type SiteSearchReply = SearchReply & SiteSearchReplyExtras;

/** Summaries are plain text cut near this length; the page shows them as text. */
const SUMMARY_LENGTH = 300;

/**
 * A support result carries what its Download needs (a support result has a Download button): a document its
 * AttachmentId, for the signed link of RegUser/DownloadFile; a video, whose file is public, its AttachmentUrl.
 */
function toResult(hit: SearchHit, videoUrls: ReadonlyMap<number, string>): SearchResult {
  return {
    Id: hit.refId,
    Title: hit.title,
    Summary: excerpt(hit.summary, SUMMARY_LENGTH),
    DataType: hit.dataType,
    ...(hit.dataType === 'support' ? { AttachmentId: hit.attachmentId, AttachmentUrl: videoUrls.get(hit.refId) ?? '' } : {}),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

/** The reads of WebSite/Search: ranked results from the search index, in the shape its reply carries. */
export function createSearchRepository(db: Kysely<Database>, dialect: Dialect) {
  const engine = searchEngine(dialect);

  /** The public file address of each of these materials that has one (the videos), by material id. */
  async function publicFileUrls(materialIds: number[]): Promise<Map<number, string>> {
    if (materialIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('materials')
      .innerJoin('attachments', 'attachments.id', 'materials.attachment_id')
      .select(['materials.id as id', 'attachments.storage_path as storagePath'])
      .where('materials.id', 'in', materialIds)
      .where('attachments.public', '=', 1)
      .execute();
    return new Map(rows.map((row) => [row.id, publicFileAddress(row.storagePath)]));
  }

  /**
   * The type whose first result has the most of the key's words in its title, comparing the first result of each type
   * that has any; a tie goes to the type listed first (products, solutions, support, news). Each type ranks its own
   * results, so their scores are not comparable; the words a title holds are, on both databases alike.
   */
  async function bestTypeOf(key: ParsedKey, mode: MatchMode, counts: Record<SearchDataType, number>): Promise<SiteSearchType | undefined> {
    let best: { type: SiteSearchType; covered: number } | undefined;
    for (const type of SITE_SEARCH_TYPES) {
      const dataType = DATA_TYPE_OF[type];
      if (counts[dataType] === 0) continue;
      const [top] = await engine.page(db, key, mode, dataType, 1, 0);
      const covered = top ? titleCoverage(key, top.title) : 0;
      if (!best || covered > best.covered) best = { type, covered };
    }
    return best?.type;
  }

  /** The vocabulary of the index as last read, with the index version it was read at: read again after a rebuild. */
  let vocabulary: { version: string | undefined; words: Vocabulary } | undefined;

  async function currentVocabulary(): Promise<Vocabulary> {
    const version = (await db.selectFrom('site_settings').select('value').where('key', '=', SEARCH_VERSION_KEY).executeTakeFirst())?.value;
    if (!vocabulary || vocabulary.version !== version) vocabulary = { version, words: buildVocabulary(await engine.titles(db)) };
    return vocabulary.words;
  }

  /** "Did you mean": the corrected key, offered only when it finds something itself. */
  async function suggestionFor(key: ParsedKey): Promise<string | undefined> {
    const suggested = suggestKey(key.tokens, await currentVocabulary());
    if (!suggested) return undefined;
    const counts = await engine.counts(db, parseKey(suggested), 'all');
    return totalOf(counts) > 0 ? suggested : undefined;
  }

  return {
    /** One page of the results of one type for a key (with at least one token), and the count of each type. */
    async results(key: ParsedKey, dataType: SearchDataType, page: number, pageSize: number): Promise<SiteSearchReply> {
      let mode: MatchMode = 'all';
      let counts = await engine.counts(db, key, mode);
      const total = totalOf(counts);
      // Nothing has every word: show what has at least one of them rather than an empty page.
      if (total === 0 && key.tokens.length > 1) {
        mode = 'any';
        counts = await engine.counts(db, key, mode);
      }
      const dataCount = counts[dataType];
      const offset = (page - 1) * pageSize;
      const hits = offset < dataCount ? await engine.page(db, key, mode, dataType, pageSize, offset) : [];
      const videoUrls = await publicFileUrls(hits.filter((hit) => hit.dataType === 'support' && hit.attachmentId === 0).map((hit) => hit.refId));
      const found = totalOf(counts);
      const bestType = found > 0 ? await bestTypeOf(key, mode, counts) : undefined;
      const suggestion = found === 0 ? await suggestionFor(key) : undefined;
      return {
        Data: { data: hits.map((hit) => toResult(hit, videoUrls)), ...pageInfo(page, pageSize, dataCount) },
        Counts: {
          products: counts.product,
          solutions: counts.solution,
          supports: counts.support,
          news: counts.news,
          advisories: counts.advisory,
        },
        ...(bestType ? { BestType: bestType } : {}),
        ...(suggestion ? { Suggestion: suggestion } : {}),
      };
    },
  };
}
