import type { Kysely } from 'kysely';
import type { SearchReply, SearchResult } from '../contracts/api-shapes';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/schema';
import { pageInfo } from '../lib/paging';
import { publicFileAddress } from '../services/support/material-repository';
import { searchEngine, type MatchMode, type SearchDataType, type SearchHit } from './search-engine';
import { excerpt, type ParsedKey } from './text';

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

  return {
    /** One page of the results of one type for a key (with at least one token), and the count of each type. */
    async results(key: ParsedKey, dataType: SearchDataType, page: number, pageSize: number): Promise<SearchReply> {
      let mode: MatchMode = 'all';
      let counts = await engine.counts(db, key, mode);
      const total = counts.product + counts.solution + counts.support + counts.news;
      // Nothing has every word: show what has at least one of them rather than an empty page.
      if (total === 0 && key.tokens.length > 1) {
        mode = 'any';
        counts = await engine.counts(db, key, mode);
      }
      const dataCount = counts[dataType];
      const offset = (page - 1) * pageSize;
      const hits = offset < dataCount ? await engine.page(db, key, mode, dataType, pageSize, offset) : [];
      const videoUrls = await publicFileUrls(hits.filter((hit) => hit.dataType === 'support' && hit.attachmentId === 0).map((hit) => hit.refId));
      return {
        Data: { data: hits.map((hit) => toResult(hit, videoUrls)), ...pageInfo(page, pageSize, dataCount) },
        Counts: { products: counts.product, solutions: counts.solution, supports: counts.support, news: counts.news },
      };
    },
  };
}
