import { apiGet, FIRST_READS, firstReadReply, useQuery, type Material } from '@ferrolink/shared';

/** Material/GetListByTop: the featured videos, first the one the Video Center opens with. */
export function getTopVideos(pageSize: number, signal?: AbortSignal): Promise<Material[]> {
  const read = FIRST_READS.topVideos(pageSize);
  return apiGet<Material[]>(read.path, read.params, signal);
}

export function useTopVideo() {
  return useQuery({
    queryKey: ['materials', 'top', 1],
    queryFn: ({ signal }) => getTopVideos(1, signal),
    select: (videos) => videos[0] ?? null,
    // The Video Center opened from its address came with its featured video: drawn in the first frame, not after.
    initialData: () => firstReadReply<Material[]>(FIRST_READS.topVideos(1)),
  });
}
