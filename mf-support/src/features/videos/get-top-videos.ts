import { apiGet, useQuery } from '@ferrolink/shared';
import type { SupportMaterial } from '../materials/material';

/** Material/GetListByTop: the featured videos, first the one the Video Center opens with. */
export function getTopVideos(pageSize: number, signal?: AbortSignal): Promise<SupportMaterial[]> {
  return apiGet<SupportMaterial[]>('Material/GetListByTop', { pageSize }, signal);
}

export function useTopVideo() {
  return useQuery({ queryKey: ['materials', 'top', 1], queryFn: ({ signal }) => getTopVideos(1, signal), select: (videos) => videos[0] ?? null });
}
