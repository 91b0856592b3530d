import { PAGE_DATA_ELEMENT_ID, readKey, type ApiRead, type ReadParamValue } from '@ferrolink/api/contracts/first-reads';

/**
 * The replies of the page's first reads that the server wrote into the page document (`<script type="application/json"
 * id="ferrolink-page-data">`, `{ [readKey]: response }`; only replies with code 200 are written). Each is handed out
 * once, to the first call that asks for exactly that read: a later call (a refetch, the same page opened again in the
 * app) asks the API as usual, so nothing older than the document is ever served twice.
 */
let pageData: Map<string, unknown> | undefined;

function readPageData(): Map<string, unknown> {
  const data = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return data;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, response] of Object.entries(parsed)) data.set(key, response);
    }
  } catch {
    // A page without readable data asks the API for everything, as it would without the element.
  }
  // Read once: the element goes, so a section mounted later (or a test) never finds it again.
  element.remove();
  return data;
}

/**
 * Replaces the page's carried replies with `carried` (keyed by readKey): how a server render hands the same replies
 * to the page's queries that the browser then finds in the page document. One render at a time: the map is the
 * module's.
 */
export function setPageData(carried: Readonly<Record<string, unknown>>): void {
  pageData = new Map(Object.entries(carried));
}

/** The reply of a read if the page document carried it and it has not been handed out yet. */
export function takePageData(path: string, params?: Readonly<Record<string, ReadParamValue>>): { found: true; response: unknown } | { found: false } {
  pageData ??= readPageData();
  if (pageData.size === 0) return { found: false };
  const key = readKey(path, params);
  if (!pageData.has(key)) return { found: false };
  const response = pageData.get(key);
  pageData.delete(key);
  return { found: true, response };
}

/**
 * The reply of a first read if the page document carried it, for a query's `initialData`: the query starts with its
 * data in its first render, so the part of the page that shows it is drawn with the rest instead of as a skeleton
 * followed, a moment later, by a second render. Taken like any page data: once.
 */
export function firstReadReply<T>(read: ApiRead): T | undefined {
  const fromPage = takePageData(read.path, read.params);
  return fromPage.found ? (fromPage.response as T) : undefined;
}
