import { paths, type DashboardSection } from '#shared/page-urls';

export type { DashboardSection };

/** Header and document titles; the ids match the sidebar entries in nav-items.ts. */
export const SECTION_TITLES: Record<DashboardSection, string> = {
  home: 'Dashboard',
  reports: 'Reports & Quizzes',
  matches: 'Your Matches',
  chat: 'Chat',
  billing: 'Billing',
  settings: 'Settings',
  developer: 'Developer state',
};

const NAMED: DashboardSection[] = [
  'reports',
  'matches',
  'chat',
  'billing',
  'settings',
  'developer',
];

/** /billing is the billing section; ?section=reports, matches, chat, billing, settings or developer opens that one; else home. */
export function sectionFrom(pathname: string, params: URLSearchParams): DashboardSection {
  if (pathname === paths.billing) return 'billing';
  const wanted = params.get('section');
  return NAMED.find((s) => s === wanted) ?? 'home';
}
