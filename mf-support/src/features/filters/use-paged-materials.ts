import { useState } from 'react';
import { useIsMobile } from '@ferrolink/shared';
import { useMaterialPage, useMaterialPages, type MaterialQuery } from './get-materials';
import type { SupportMaterial } from '../../lib/material';

export interface PagedMaterials {
  items: SupportMaterial[];
  page: number;
  pageCount: number;
  dataCount: number;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  /** Desktop: go to a numbered page. */
  goToPage: (page: number) => void;
  /** Mobile: append the next page. */
  loadMore: () => void;
}

/** The paging of SPEC.md §4 for one material list: numbered pages on desktop, Load More on mobile. Changing the filter starts again at page 1. */
export function usePagedMaterials(query: MaterialQuery): PagedMaterials {
  const isMobile = useIsMobile();
  const filterKey = `${query.fileType}:${query.typeIds.join(',')}`;
  // The page belongs to the filter it was chosen under: a new filter starts at page 1 in the same render, with no stale
  // request in between, and so does a filter seen before (RESET, a box ticked and unticked): the page is forgotten
  // on every change, and on mobile each visit to a filter appends from its first page again.
  // (React's "adjust state when a prop changes": the render is redone with the new state before anything fetches.)
  const [state, setState] = useState({ filterKey, page: 1, visit: 0 });
  if (state.filterKey !== filterKey) setState({ filterKey, page: 1, visit: state.visit + 1 });
  const { page, visit } = state;
  const setPage = (next: number) => setState((current) => ({ ...current, page: next }));

  const single = useMaterialPage(query, page, !isMobile);
  const appended = useMaterialPages(query, isMobile, visit);

  if (isMobile) {
    const pages = appended.data?.pages ?? [];
    const last = pages[pages.length - 1];
    return {
      items: pages.flatMap((one) => one.data),
      page: last?.page ?? 1,
      pageCount: last?.pageCount ?? 0,
      dataCount: last?.dataCount ?? 0,
      isLoading: appended.isPending,
      isFetching: appended.isFetchingNextPage,
      isError: appended.isError,
      error: appended.error,
      goToPage: () => undefined,
      loadMore: () => void appended.fetchNextPage(),
    };
  }
  return {
    items: single.data?.data ?? [],
    page,
    pageCount: single.data?.pageCount ?? 0,
    dataCount: single.data?.dataCount ?? 0,
    isLoading: single.isPending,
    isFetching: single.isFetching,
    isError: single.isError,
    error: single.error,
    goToPage: setPage,
    loadMore: () => undefined,
  };
}
