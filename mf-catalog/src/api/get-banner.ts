import { apiGet, type Advertisement, type Page, useQuery } from '@ferrolink/shared';

/** GET Advertisement/GetPage: the first banner of a page's dictionary id (§7 "other pages response.data[0].ImageUrl"). */
export async function getBanner(dictionaryId: number, signal?: AbortSignal): Promise<Advertisement | null> {
  const page = await apiGet<Page<Advertisement>>('Advertisement/GetPage', { page: 1, pageSize: 1, key: '', dictionaryId }, signal);
  return page.data[0] ?? null;
}

export function useBanner(dictionaryId: number) {
  return useQuery({ queryKey: ['banner', dictionaryId], queryFn: ({ signal }) => getBanner(dictionaryId, signal), staleTime: 5 * 60_000 });
}
