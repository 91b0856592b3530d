import { apiGet, type Solution, useQuery } from '@ferrolink/shared';

/** GET Solution/GetDetailById: one solution with its feature points, cases and recommended products. */
export function getSolutionDetail(id: number, signal?: AbortSignal): Promise<Solution> {
  return apiGet<Solution>('Solution/GetDetailById', { id }, signal);
}

export function useSolutionDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['solution', 'detail', id],
    queryFn: ({ signal }) => getSolutionDetail(id as number, signal),
    enabled: id !== undefined,
  });
}
