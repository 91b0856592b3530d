import { apiGet, useQuery, type Material } from '@ferrolink/shared';

/** Material/GetListByTop: the featured videos, first the one the Video Center opens with. */
export function getTopVideos(pageSize: number, signal?: AbortSignal): Promise<Material[]> {
  return apiGet<Material[]>('Material/GetListByTop', { pageSize }, signal);
}

export function useTopVideo() {
  return useQuery({ queryKey: ['materials', 'top', 1], queryFn: ({ signal }) => getTopVideos(1, signal), select: (videos) => videos[0] ?? null });
}
