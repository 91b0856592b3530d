import { apiGet, FIRST_READS, firstReadReply, type Solution, useQuery } from '@ferrolink/shared';

/** GET Solution/GetDetailById: one solution with its feature points, cases and recommended products. */
export function getSolutionDetail(id: number, signal?: AbortSignal): Promise<Solution> {
  const read = FIRST_READS.solutionDetail(id);
  return apiGet<Solution>(read.path, read.params, signal);
}

export function useSolutionDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['solution', 'detail', id],
    queryFn: ({ signal }) => getSolutionDetail(id as number, signal),
    enabled: id !== undefined,
    // The solution page's document carries the solution: its first render (the server's too) draws it, not a skeleton.
    initialData: () => (id === undefined ? undefined : firstReadReply<Solution>(FIRST_READS.solutionDetail(id))),
  });
}
