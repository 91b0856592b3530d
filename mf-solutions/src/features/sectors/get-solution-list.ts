import { apiGet, FIRST_READS, firstReadReply, useQuery } from '@ferrolink/shared';

export interface SolutionListItem {
  Id: number;
  Name: string;
  Type: number;
  Tag: number;
  Summary: string;
  ImageUrl: string;
}

export interface SectorListItem {
  Type: number;
  Name: string;
  Summary: string;
  /** The sector banner (dictionary ids 28..31). */
  ImageUrl: string;
  /** Textless sector artwork for panels with their own text. */
  BackgroundUrl: string;
  Solutions: SolutionListItem[];
}

/** GET Solution/GetList: the four sectors with their solutions, for the overview and the home accordion. */
export function getSolutionList(signal?: AbortSignal): Promise<SectorListItem[]> {
  const read = FIRST_READS.solutionList();
  return apiGet<SectorListItem[]>(read.path, read.params, signal);
}

export function useSolutionList() {
  return useQuery({
    queryKey: ['solution', 'list'],
    queryFn: ({ signal }) => getSolutionList(signal),
    initialData: () => firstReadReply<SectorListItem[]>(FIRST_READS.solutionList()),
  });
}
