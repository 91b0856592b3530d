import { apiGet, type AdvisoryDetail, type AdvisorySummary, FIRST_READS, firstReadReply, useQuery } from '@ferrolink/shared';

/** Every security advisory, newest first (SecurityAdvisory/GetList). */
export function getAdvisoryList(signal?: AbortSignal): Promise<AdvisorySummary[]> {
  const read = FIRST_READS.securityAdvisories();
  return apiGet<AdvisorySummary[]>(read.path, read.params, signal);
}

/** One advisory with all it says (SecurityAdvisory/GetInfoById), by its canonical id. */
export function getAdvisory(id: string, signal?: AbortSignal): Promise<AdvisoryDetail> {
  const read = FIRST_READS.securityAdvisory(id);
  return apiGet<AdvisoryDetail>(read.path, read.params, signal);
}

export function useAdvisoryList() {
  return useQuery({
    queryKey: ['support', 'advisories'],
    queryFn: ({ signal }) => getAdvisoryList(signal),
    // The list opened from its address came with the page: drawn in the first frame, with no skeleton.
    initialData: () => firstReadReply<AdvisorySummary[]>(FIRST_READS.securityAdvisories()),
  });
}

/** `id` is the canonical id, or null when the address holds none (nothing is asked then). */
export function useAdvisory(id: string | null) {
  return useQuery({
    queryKey: ['support', 'advisory', id],
    queryFn: ({ signal }) => getAdvisory(id ?? '', signal),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : firstReadReply<AdvisoryDetail>(FIRST_READS.securityAdvisory(id))),
  });
}
