import { links, SOLUTION_SECTORS } from '@ferrolink/shared';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuColumn {
  title: string;
  to?: string;
  links: MenuLink[];
}

/** Solutions menu: the four sectors and their solutions. */
export const solutionColumns: MenuColumn[] = SOLUTION_SECTORS.map((sector) => ({
  title: sector.name,
  to: links.solution(sector.type),
  links: sector.solutions.map((solution) => ({ label: solution.name, to: links.solutionDetails(solution.type, solution.tag, solution.id) })),
}));

export const supportLinks: MenuLink[] = [
  { label: 'Documentation Download', to: links.support(1) },
  { label: 'Video Center', to: links.support(2) },
  { label: 'Security Advisories', to: links.securityAdvisories() },
  { label: 'Parts-List Check', to: links.partsListCheck() },
];

/** About Us menu: Company Profile, Milestone, Contact Us, News. */
export const aboutLinks: MenuLink[] = [
  { label: 'Company Profile', to: links.about() },
  { label: 'Milestone', to: links.about(2) },
  { label: 'Contact Us', to: links.about(1) },
  { label: 'News', to: links.newsList() },
];
