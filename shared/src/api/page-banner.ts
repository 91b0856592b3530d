import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Advertisement, Page } from '../types';
import { FIRST_READS } from '@ferrolink/api/contracts/first-reads';
import { apiGet } from './client';
import { firstReadReply } from './page-data';

/** Banners change a few times a year; a visitor going back and forth between pages need not ask again. */
export const PAGE_BANNER_STALE_MS = 5 * 60_000;

/**
 * The one cache key of a banner read: every part of the page that shows the banners of a dictionary id reads (and
 * seeds, in tests) the same entry, whichever remote asks first.
 */
export function pageBannersKey(dictionaryId: number | undefined, count = 1) {
  return ['page-banners', dictionaryId, count] as const;
}

/** GET Advertisement/GetPage: the first `count` banners of a dictionary id. */
export async function getPageBanners(dictionaryId: number, count = 1, signal?: AbortSignal): Promise<Advertisement[]> {
  const read = FIRST_READS.pageBanners(dictionaryId, count);
  const page = await apiGet<Page<Advertisement>>(read.path, read.params, signal);
  return page.data;
}

function pageBannersQuery(dictionaryId: number | undefined, count: number) {
  return {
    queryKey: pageBannersKey(dictionaryId, count),
    queryFn: ({ signal }: { signal: AbortSignal }) => getPageBanners(dictionaryId ?? 0, count, signal),
    // A page that does not know its dictionary id yet (a solution link still being read) waits instead of asking for id 0.
    enabled: dictionaryId !== undefined,
    initialData: () =>
      dictionaryId === undefined ? undefined : firstReadReply<Page<Advertisement>>(FIRST_READS.pageBanners(dictionaryId, count))?.data,
    staleTime: PAGE_BANNER_STALE_MS,
  };
}

/** The first `count` banners of a dictionary id (the home carousel shows several). */
export function usePageBanners(dictionaryId: number | undefined, count: number): UseQueryResult<Advertisement[]> {
  return useQuery(pageBannersQuery(dictionaryId, count));
}

/** The banner of a page: the first of its dictionary id, or null when the dictionary has none. */
export function usePageBanner(dictionaryId: number | undefined): UseQueryResult<Advertisement | null> {
  return useQuery({ ...pageBannersQuery(dictionaryId, 1), select: firstBanner });
}

function firstBanner(banners: Advertisement[]): Advertisement | null {
  return banners[0] ?? null;
}
