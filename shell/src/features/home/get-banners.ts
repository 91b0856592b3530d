import { apiGet, BANNER_DICTIONARY, BANNER_PAGE_SIZE, type Advertisement, type Page, useQuery } from '@ferrolink/shared';

/** Home banners: Advertisement/GetPage with dictionaryId 40 and pageSize 3 (SPEC.md §7). */
export function getHomeBanners(signal?: AbortSignal): Promise<Page<Advertisement>> {
  return apiGet<Page<Advertisement>>(
    'Advertisement/GetPage',
    { page: 1, pageSize: BANNER_PAGE_SIZE, key: '', dictionaryId: BANNER_DICTIONARY.home },
    signal,
  );
}

export function useHomeBanners() {
  return useQuery({ queryKey: ['banners', BANNER_DICTIONARY.home], queryFn: ({ signal }) => getHomeBanners(signal) });
}
