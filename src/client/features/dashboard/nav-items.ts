import {
  BookHeart,
  CreditCard,
  FlaskConical,
  HeartHandshake,
  LayoutDashboard,
  MessageCircle,
  Settings,
  type LucideIcon,
} from 'lucide-react';
import { paths, dashboardSection } from '#shared/page-urls';

export interface ShellNavItem {
  id: string;
  label: string;
  to: string;
  icon: LucideIcon;
  /** A count beside the label (unread messages), shown when above 0. */
  badge?: number;
}

/** Sidebar entries of the member dashboard (docs/product-rules.md §2). */
export const memberNav: ShellNavItem[] = [
  { id: 'home', label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { id: 'reports', label: 'Reports & Quizzes', to: dashboardSection('reports'), icon: BookHeart },
  { id: 'matches', label: 'Your Matches', to: dashboardSection('matches'), icon: HeartHandshake },
  { id: 'chat', label: 'Chat', to: dashboardSection('chat'), icon: MessageCircle },
  { id: 'billing', label: 'Billing', to: paths.billing, icon: CreditCard },
  { id: 'settings', label: 'Settings', to: dashboardSection('settings'), icon: Settings },
];

/** The developer state page's entry, added to the sidebar in demo mode only. */
export const developerNavItem: ShellNavItem = {
  id: 'developer',
  label: 'Developer state',
  to: dashboardSection('developer'),
  icon: FlaskConical,
};
