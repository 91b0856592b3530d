import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '../types';

/** The items of one page of a paged reply. */
export type PagedItem<R extends Page<unknown>> = R['data'][number];

export interface PagedListOptions<R extends Page<unknown>> {
  /** Names the list and its filter; a new key is a new list, which starts again at page 1. */
  queryKey: readonly unknown[];
  /** One page of the list; the reply may carry more than the page (what the list is of, for instance). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<R>;
  /** Mobile: Load More appends the next page. Desktop (false): numbered pages, one at a time. */
  append: boolean;
  /** Desktop: the page the address names, when the address owns it; otherwise the hook keeps the page. */
  page?: number;
  enabled?: boolean;
  /** false: a failed page is not asked for again on its own; the visitor asks (Try again, the next click). */
  retry?: false;
  /**
   * Page 1 as the page document carried it (`firstReadReply`), if it did: the list then starts with it in its first
   * render instead of a loading frame.
   */
  firstPage?: () => R | undefined;
}

export interface PagedList<R extends Page<unknown>> {
  /** Desktop: the page on screen. Mobile: every page loaded so far, in order. */
  items: PagedItem<R>[];
  /** Desktop: the reply on screen (the previous one while the next loads). Mobile: the last page loaded. */
  current: R | undefined;
  /** Desktop: the reply on screen is the previous page's, kept while the one asked for loads. */
  isPlaceholderData: boolean;
  /** Desktop: the page asked for. Mobile: the last page loaded. */
  page: number;
  pageCount: number;
  dataCount: number;
  /** Nothing to show yet. */
  isPending: boolean;
  /** Desktop: any page on its way. Mobile: the next page on its way. */
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  /** Desktop: show a numbered page. */
  goToPage: (page: number) => void;
  /** Mobile: append the next page. */
  loadMore: () => void;
  /** Asks again after a failure. */
  retry: () => void;
}

/** The appended list's first page, as the infinite query keeps its pages. */
function pagesFrom<R>(first: R | undefined): { pages: R[]; pageParams: number[] } | undefined {
  return first === undefined ? undefined : { pages: [first], pageParams: [1] };
}

/**
 * The paging of a list: numbered pages on desktop, the previous page staying on screen while the next loads, and
 * Load More on mobile. Only the query of the current mode runs.
 */
export function usePagedList<R extends Page<unknown>>({
  queryKey,
  fetchPage,
  append,
  page: addressPage,
  enabled = true,
  retry,
  firstPage,
}: PagedListOptions<R>): PagedList<R> {
  const listKey = JSON.stringify(queryKey);
  // The page belongs to the list it was chosen under: a new key starts at page 1 in the same render, with no stale
  // request in between, and so does a key seen before (a filter ticked and unticked): on mobile each visit to a key
  // appends from its first page again. (React's "adjust state when a prop changes": the render is redone with the
  // new state before anything fetches.)
  const [state, setState] = useState({ listKey, page: 1, visit: 0 });
  if (state.listKey !== listKey) setState({ listKey, page: 1, visit: state.visit + 1 });
  const { visit } = state;
  const page = addressPage ?? state.page;
  // Only an explicit false overrides the page-wide retry rule; an undefined option would replace it with the library's.
  const retryOption = retry === false ? { retry } : {};

  const single = useQuery({
    queryKey: [...queryKey, 'page', page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
    enabled: enabled && !append,
    // Only the query of the mode in use takes page 1 from the document: a query is built (and its initial data read)
    // even while it is disabled, and the document's reply is handed out once.
    initialData: !append && page === 1 ? firstPage : undefined,
    ...retryOption,
  });
  const appended = useInfiniteQuery({
    queryKey: [...queryKey, 'pages', visit],
    queryFn: ({ signal, pageParam }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: R) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled: enabled && append,
    initialData: append && visit === 0 && firstPage ? () => pagesFrom(firstPage()) : undefined,
    ...retryOption,
  });

  if (append) {
    const pages = appended.data?.pages ?? [];
    const last = pages[pages.length - 1];
    return {
      items: pages.flatMap((loaded): PagedItem<R>[] => loaded.data),
      current: last,
      isPlaceholderData: false,
      page: last?.page ?? 1,
      pageCount: last?.pageCount ?? 0,
      dataCount: last?.dataCount ?? 0,
      isPending: appended.isPending,
      isFetching: appended.isFetchingNextPage,
      isError: appended.isError,
      error: appended.error,
      goToPage: () => undefined,
      loadMore: () => void appended.fetchNextPage(),
      retry: () => void appended.refetch(),
    };
  }
  return {
    items: single.data?.data ?? [],
    current: single.data,
    isPlaceholderData: single.isPlaceholderData,
    page,
    pageCount: single.data?.pageCount ?? 0,
    dataCount: single.data?.dataCount ?? 0,
    isPending: single.isPending,
    isFetching: single.isFetching,
    isError: single.isError,
    error: single.error,
    goToPage: (next) => setState((current) => ({ ...current, page: next })),
    loadMore: () => undefined,
    retry: () => void single.refetch(),
  };
}
