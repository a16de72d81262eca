export { ownProfileQuery, useDashboardStats, useOwnProfile } from './api';
export { DashboardHome, firstName } from './dashboard-home';
export { DashboardShell } from './dashboard-shell';
export { developerNavItem, memberNav } from './nav-items';
export { SECTION_TITLES, sectionFrom, type DashboardSection } from './sections';
