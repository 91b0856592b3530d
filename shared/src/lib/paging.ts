// Paging rules, as pure functions so they can be tested on their edges.

/** "Previous disabled at page 1, Next disabled at the last page." */
export function pagingButtons(page: number, pageCount: number): { previousDisabled: boolean; nextDisabled: boolean } {
  return { previousDisabled: page <= 1, nextDisabled: page >= pageCount };
}

/** "Load More appends the next page and is hidden on the last page or for an empty list." */
export function showLoadMore(page: number, pageCount: number, itemCount: number): boolean {
  return itemCount > 0 && page < pageCount;
}

/** "Previous/Next stay within 1 to pageCount." */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The numbered buttons to show: all when few, otherwise a window around the current page with the first and last page. `null` is a gap. */
export function pageNumbers(page: number, pageCount: number, window = 2): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const numbers: (number | null)[] = [1];
  const start = Math.max(2, page - window);
  const end = Math.min(pageCount - 1, page + window);
  if (start > 2) numbers.push(null);
  for (let current = start; current <= end; current += 1) numbers.push(current);
  if (end < pageCount - 1) numbers.push(null);
  numbers.push(pageCount);
  return numbers;
}
