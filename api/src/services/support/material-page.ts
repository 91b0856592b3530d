import type { Material } from '../../contracts/api-shapes';
import { MATERIAL_FILE_TYPE, type MaterialFileType } from '../../contracts/content-ids';
import { DOCUMENT_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../contracts/page-sizes';
import { badRequest } from '../../lib/envelope';
import type { PageInfo } from '../../lib/paging';
import { keywordCacheKey, parseMaterialKeyword, type MaterialKeyword } from './material-keywords';
import type { MaterialRepository } from './material-repository';

/** Unless the call asks for another size, a page holds 10 documents or 9 videos. */
export const DEFAULT_MATERIAL_PAGE_SIZE: Readonly<Record<MaterialFileType, number>> = {
  [MATERIAL_FILE_TYPE.video]: VIDEO_PAGE_SIZE,
  [MATERIAL_FILE_TYPE.document]: DOCUMENT_PAGE_SIZE,
};

/** A page of support material, as Material/GetPageList answers it. */
export type MaterialPage = PageInfo & { data: Material[] };

/** A page of material as Material/GetPageList reads its query: what selects the rows, and nothing else. */
export interface MaterialPageRequest {
  fileType: MaterialFileType;
  page: number;
  pageSize: number;
  /** The key read into tokens (material-keywords.ts); undefined when none was given. */
  keyword?: MaterialKeyword;
  /** The checked categories, distinct (none: every one). */
  categoryIds: readonly number[];
  /** A category named instead of checked; it counts only without ids. */
  categoryName: string;
}

/** Parses "70,72, 75" into distinct ids; the route's schema has already refused anything else. */
function parseIdList(value: string | undefined): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number),
    ),
  ];
}

/** Material/GetPageList's query as the read uses it. */
export function materialPageRequest(query: {
  fileType: MaterialFileType;
  page: number;
  pageSize?: number;
  key: string;
  dictionaryId?: string;
  dictionaryName?: string;
}): MaterialPageRequest {
  const categoryIds = parseIdList(query.dictionaryId);
  return {
    fileType: query.fileType,
    page: query.page,
    pageSize: query.pageSize ?? DEFAULT_MATERIAL_PAGE_SIZE[query.fileType],
    // A key of only spaces is no key; any other is read into tokens of letters and digits (material-keywords.ts).
    keyword: query.key.trim() === '' ? undefined : parseMaterialKeyword(query.key),
    categoryIds,
    categoryName: categoryIds.length > 0 ? '' : (query.dictionaryName?.trim() ?? ''),
  };
}

/** The requests that read the same rows (and word the same 400) share this key. */
export function materialPageKey(request: MaterialPageRequest): string {
  const { fileType, page, pageSize, keyword, categoryIds, categoryName } = request;
  return JSON.stringify([fileType, page, pageSize, keywordCacheKey(keyword), categoryIds, categoryName]);
}

/**
 * Material/GetPageList's answer, read by that route and by the support page that carries it: a 400 names a checked or
 * named category that is not one of the file type's.
 */
export async function readMaterialPage(materials: MaterialRepository, request: MaterialPageRequest): Promise<MaterialPage> {
  const { fileType, page, pageSize, keyword, categoryIds, categoryName } = request;
  const what = fileType === MATERIAL_FILE_TYPE.document ? 'document type' : 'video category';
  const known = await materials.categories(fileType);
  const knownIds = new Set(known.map((row) => row.id));
  const unknown = categoryIds.find((id) => !knownIds.has(id));
  if (unknown !== undefined) throw badRequest(`dictionaryId ${unknown} is not a ${what}.`);
  let filterIds = categoryIds;
  if (filterIds.length === 0 && categoryName !== '') {
    const byName = known.find((row) => row.en_name.toLowerCase() === categoryName.toLowerCase());
    if (!byName) throw badRequest(`dictionaryName "${categoryName}" is not a ${what}.`);
    filterIds = [byName.id];
  }
  return materials.page(fileType, { categoryIds: filterIds, keyword }, { page, pageSize });
}
