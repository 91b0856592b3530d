import { apiGet, type CompanyProfile, FIRST_READS, firstReadReply, type Milestone, useQuery } from '@ferrolink/shared';

/** The About page's company profile (GET /api/About/GetProfile). */
export function getProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  const read = FIRST_READS.companyProfile();
  return apiGet<CompanyProfile>(read.path, read.params, signal);
}

/** Milestones from 2006 on, oldest first (GET /api/About/GetMilestones). */
export function getMilestones(signal?: AbortSignal): Promise<Milestone[]> {
  return apiGet<Milestone[]>('About/GetMilestones', undefined, signal);
}

export function useProfile() {
  return useQuery({
    queryKey: ['about', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    // The page carries the profile: it is drawn in the page's first frame.
    initialData: () => firstReadReply<CompanyProfile>(FIRST_READS.companyProfile()),
  });
}

export function useMilestones() {
  return useQuery({ queryKey: ['about', 'milestones'], queryFn: ({ signal }) => getMilestones(signal) });
}
