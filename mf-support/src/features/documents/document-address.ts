/**
 * The Documentation Download's state in the address: `keyword` the search words, `docType` the checked document types
 * (dictionary ids, one parameter each; none: every type) and `page` the page of the list on a desktop, as in
 * `/support?keyword=FL-MS5008G&docType=70&docType=73&page=2`.
 * A link or a reload then opens the same list, and Back and Forward move between the searches and filters chosen.
 */
export const DOCUMENT_KEYWORD_PARAM = 'keyword';
export const DOCUMENT_TYPE_PARAM = 'docType';
export const DOCUMENT_PAGE_PARAM = 'page';

/**
 * The longest keyword the page searches for: a model code, a product name or a document title fits with room to
 * spare, and it stays under the 200 characters the API accepts, so a search the page sends is never refused.
 */
export const MAX_DOCUMENT_KEYWORD_LENGTH = 100;

/** More boxes than any dictionary has: a longer list in the address is not one the page wrote. */
const MAX_TYPE_IDS = 50;
/** A dictionary id as the page writes it: a positive integer without a sign, a leading zero or an exponent. */
const TYPE_ID = /^[1-9]\d{0,8}$/;

/**
 * The checked types the address names, in ascending order without repeats. Whatever is not a type id (text, negative
 * or zero numbers, ids not among `knownIds` once those are loaded) is left out, so a bad address shows every type.
 */
export function readDocumentTypeIds(params: URLSearchParams, knownIds?: readonly number[]): number[] {
  const ids = params
    .getAll(DOCUMENT_TYPE_PARAM)
    .slice(0, MAX_TYPE_IDS)
    .map((part) => part.trim())
    .filter((part) => TYPE_ID.test(part))
    .map(Number)
    .filter((id) => knownIds === undefined || knownIds.includes(id));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The search words an address names, as the page searches for them. */
export interface DocumentKeyword {
  /** Spaces trimmed and runs of them made one, cut at MAX_DOCUMENT_KEYWORD_LENGTH characters; '' for no search. */
  keyword: string;
  /** The address named more than the page searches for (an edited or pasted link): the page says it searched less. */
  cut: boolean;
}

/** Trimmed, one space between words, at most `MAX_DOCUMENT_KEYWORD_LENGTH` characters (whole characters, not halves of one). */
export function normaliseDocumentKeyword(value: string): DocumentKeyword {
  const spaced = value.replace(/\s+/g, ' ').trim();
  const characters = Array.from(spaced);
  if (characters.length <= MAX_DOCUMENT_KEYWORD_LENGTH) return { keyword: spaced, cut: false };
  return { keyword: characters.slice(0, MAX_DOCUMENT_KEYWORD_LENGTH).join('').trimEnd(), cut: true };
}

/** The keyword the address names ('' for none). Whatever it holds is only words to search for, never markup or a query. */
export function readDocumentKeyword(params: URLSearchParams): DocumentKeyword {
  return normaliseDocumentKeyword(params.get(DOCUMENT_KEYWORD_PARAM) ?? '');
}

/** The address after a search: new words start again at page 1; no words leave the parameter out. The types stay. */
export function withDocumentKeyword(current: URLSearchParams, keyword: string): URLSearchParams {
  const next = new URLSearchParams(current);
  const { keyword: words } = normaliseDocumentKeyword(keyword);
  if (words === '') next.delete(DOCUMENT_KEYWORD_PARAM);
  else next.set(DOCUMENT_KEYWORD_PARAM, words);
  next.delete(DOCUMENT_PAGE_PARAM);
  return next;
}

/** The address after choosing types: a new filter starts again at page 1; no type checked leaves the parameter out. */
export function withDocumentTypes(current: URLSearchParams, typeIds: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(DOCUMENT_TYPE_PARAM);
  for (const id of [...new Set(typeIds)].sort((a, b) => a - b)) next.append(DOCUMENT_TYPE_PARAM, String(id));
  next.delete(DOCUMENT_PAGE_PARAM);
  return next;
}

/** The address showing another page of the list; page 1 leaves the parameter out. */
export function withDocumentPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set(DOCUMENT_PAGE_PARAM, String(page));
  else next.delete(DOCUMENT_PAGE_PARAM);
  return next;
}

/** The address of another support tab: the documents' keyword, filter and page belong to the documents tab only. */
export function withoutDocumentState(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(DOCUMENT_KEYWORD_PARAM);
  next.delete(DOCUMENT_TYPE_PARAM);
  next.delete(DOCUMENT_PAGE_PARAM);
  return next;
}
