import { apiGet, BANNER_DICTIONARY, type Advertisement, type Page, useQuery } from '@ferrolink/shared';

/** The news page banner: Advertisement/GetPage with dictionaryId 49; the page shows data[0] (SPEC.md §7). */
export function getNewsBanner(signal?: AbortSignal): Promise<Advertisement | undefined> {
  return apiGet<Page<Advertisement>>('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId: BANNER_DICTIONARY.news }, signal).then(
    (page) => page.data[0],
  );
}

export function useNewsBanner() {
  return useQuery({ queryKey: ['banners', BANNER_DICTIONARY.news], queryFn: ({ signal }) => getNewsBanner(signal) });
}
