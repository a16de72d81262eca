import { LayoutDashboard, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface ShellNavItem {
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * Sidebar entries of the member dashboard. SPEC lists more (reports, matches, chat, billing);
 * each joins this list when its section exists, so no entry ever leads to an empty page.
 */
export const memberNav: ShellNavItem[] = [
  { id: 'home', label: 'Dashboard', to: '/user', icon: LayoutDashboard },
];

export const adminNav: ShellNavItem[] = [
  { id: 'admin', label: 'Admin Panel', to: '/admin', icon: ShieldCheck },
  { id: 'home', label: 'Dashboard', to: '/user', icon: LayoutDashboard },
];
