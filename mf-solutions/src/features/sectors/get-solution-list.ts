import { apiGet, FIRST_READS, firstReadReply, type SolutionSector, useQuery } from '@ferrolink/shared';

/** GET Solution/GetList: the four sectors with their solutions, for the overview and the home accordion. */
export function getSolutionList(signal?: AbortSignal): Promise<SolutionSector[]> {
  const read = FIRST_READS.solutionList();
  return apiGet<SolutionSector[]>(read.path, read.params, signal);
}

export function useSolutionList() {
  return useQuery({
    queryKey: ['solution', 'list'],
    queryFn: ({ signal }) => getSolutionList(signal),
    initialData: () => firstReadReply<SolutionSector[]>(FIRST_READS.solutionList()),
  });
}
