import { apiGet, type Solution, useQuery } from '@ferrolink/shared';

/** GET Solution/GetDetailById (SPEC.md §7): one solution with its feature points, cases and recommended products. */
export function fetchSolutionDetail(id: number, signal?: AbortSignal): Promise<Solution> {
  return apiGet<Solution>('Solution/GetDetailById', { id }, signal);
}

export function useSolutionDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['solution', 'detail', id],
    queryFn: ({ signal }) => fetchSolutionDetail(id as number, signal),
    enabled: id !== undefined,
  });
}
