/** The dashboard's sections that exist so far, picked by ?section= (SPEC 2 Dashboard shell). */
export type DashboardSection = 'home' | 'reports';

/** Header and document titles; the ids match the sidebar entries in nav-items.ts. */
export const SECTION_TITLES: Record<DashboardSection, string> = {
  home: 'Dashboard',
  reports: 'Reports & Quizzes',
};

/** ?section=reports opens reports; anything else (or nothing) is the home view. */
export const sectionFrom = (params: URLSearchParams): DashboardSection =>
  params.get('section') === 'reports' ? 'reports' : 'home';
