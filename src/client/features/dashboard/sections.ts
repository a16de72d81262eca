/** The dashboard's sections that exist so far, picked by ?section= (SPEC 2 Dashboard shell). */
export type DashboardSection = 'home' | 'reports' | 'matches' | 'billing';

/** Header and document titles; the ids match the sidebar entries in nav-items.ts. */
export const SECTION_TITLES: Record<DashboardSection, string> = {
  home: 'Dashboard',
  reports: 'Reports & Quizzes',
  matches: 'Your Matches',
  billing: 'Billing',
};

/** /billing is the billing section; ?section=reports, matches or billing opens that one; else home. */
export function sectionFrom(pathname: string, params: URLSearchParams): DashboardSection {
  if (pathname === '/billing') return 'billing';
  const wanted = params.get('section');
  return wanted === 'reports' || wanted === 'matches' || wanted === 'billing' ? wanted : 'home';
}
