import { apiGet, BANNER_DICTIONARY, type Advertisement, type Page, type SectorType, useQuery } from '@ferrolink/shared';

/** GET Advertisement/GetPage for a sector's banner (SPEC.md §7: dictionary ids 28..31). */
export function fetchSectorBanner(type: SectorType, signal?: AbortSignal): Promise<Advertisement | undefined> {
  return apiGet<Page<Advertisement>>(
    'Advertisement/GetPage',
    { page: 1, pageSize: 1, key: '', dictionaryId: BANNER_DICTIONARY.solutionSector[type] },
    signal,
  ).then((page) => page.data[0]);
}

export function useSectorBanner(type: SectorType | undefined) {
  return useQuery({
    queryKey: ['solution', 'banner', type],
    queryFn: ({ signal }) => fetchSectorBanner(type as SectorType, signal),
    enabled: type !== undefined,
  });
}
