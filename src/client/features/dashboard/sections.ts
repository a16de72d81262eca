import { paths, type DashboardSection } from '../../../shared/page-urls';

export type { DashboardSection };

/** Header and document titles; the ids match the sidebar entries in nav-items.ts. */
export const SECTION_TITLES: Record<DashboardSection, string> = {
  home: 'Dashboard',
  reports: 'Reports & Quizzes',
  matches: 'Your Matches',
  billing: 'Billing',
};

/** /billing is the billing section; ?section=reports, matches or billing opens that one; else home. */
export function sectionFrom(pathname: string, params: URLSearchParams): DashboardSection {
  if (pathname === paths.billing) return 'billing';
  const wanted = params.get('section');
  return wanted === 'reports' || wanted === 'matches' || wanted === 'billing' ? wanted : 'home';
}
