import { apiGet, BANNER_DICTIONARY, type Advertisement, type Page, useQuery } from '@ferrolink/shared';

/** The support banner: Advertisement/GetPage with dictionaryId 50; the page shows response.data[0].ImageUrl (SPEC.md §7). */
export function getSupportBanner(signal?: AbortSignal): Promise<Page<Advertisement>> {
  return apiGet<Page<Advertisement>>('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId: BANNER_DICTIONARY.support }, signal);
}

export function useSupportBanner() {
  return useQuery({ queryKey: ['banners', BANNER_DICTIONARY.support], queryFn: ({ signal }) => getSupportBanner(signal), staleTime: 5 * 60_000 });
}
