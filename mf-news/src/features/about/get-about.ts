import { apiGet, type Milestone, useQuery } from '@ferrolink/shared';

export interface CompanyProfile {
  Title: string;
  Lead: string;
  /** HTML. */
  Content: string;
  ImageUrl: string;
  Facts: { Value: string; Label: string }[];
}

/** The About page's company profile (GET /api/About/GetProfile). */
export function getProfile(signal?: AbortSignal): Promise<CompanyProfile> {
  return apiGet<CompanyProfile>('About/GetProfile', undefined, signal);
}

/** Milestones from 2006 on, oldest first (GET /api/About/GetMilestones). */
export function getMilestones(signal?: AbortSignal): Promise<Milestone[]> {
  return apiGet<Milestone[]>('About/GetMilestones', undefined, signal);
}

export function useProfile() {
  return useQuery({ queryKey: ['about', 'profile'], queryFn: ({ signal }) => getProfile(signal) });
}

export function useMilestones() {
  return useQuery({ queryKey: ['about', 'milestones'], queryFn: ({ signal }) => getMilestones(signal) });
}
