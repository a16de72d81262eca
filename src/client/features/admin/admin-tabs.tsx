import {
  BadgeCheck,
  Bot,
  Flag,
  HandHeart,
  Inbox,
  ListChecks,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { adminTab, type AdminTab } from '#shared/page-urls';
import { ConciergeTab } from './concierge/concierge-tab';
import { QuizzesTab } from './quizzes/quizzes-tab';
import { AbuseReportsTab } from './abuse-reports/abuse-reports-tab';
import { SupportTab } from './support/support-tab';
import { TrainersTab } from './trainers/trainers-tab';
import { UsersTab } from './users/users-tab';
import { VerificationsTab } from './verifications/verifications-tab';

export interface AdminTabEntry {
  id: AdminTab;
  label: string;
  icon: LucideIcon;
  to: string;
  Component: ComponentType;
}

/**
 * The admin panel's sidebar, in order: users (the default), quizzes, AI trainers, reports (the
 * moderation queue of members' reports), verification (selfies to compare with main photos),
 * support (messages from the Help page) and concierge (members waiting for a concierge,
 * decision 0036).
 */
export const ADMIN_TAB_ENTRIES: AdminTabEntry[] = [
  { id: 'users', label: 'Users', icon: Users, to: adminTab('users'), Component: UsersTab },
  {
    id: 'quizzes',
    label: 'Quizzes',
    icon: ListChecks,
    to: adminTab('quizzes'),
    Component: QuizzesTab,
  },
  {
    id: 'ai-trainers',
    label: 'AI Trainers',
    icon: Bot,
    to: adminTab('ai-trainers'),
    Component: TrainersTab,
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: Flag,
    to: adminTab('reports'),
    Component: AbuseReportsTab,
  },
  {
    id: 'verification',
    label: 'Verification',
    icon: BadgeCheck,
    to: adminTab('verification'),
    Component: VerificationsTab,
  },
  {
    id: 'support',
    label: 'Support',
    icon: Inbox,
    to: adminTab('support'),
    Component: SupportTab,
  },
  {
    id: 'concierge',
    label: 'Concierge',
    icon: HandHeart,
    to: adminTab('concierge'),
    Component: ConciergeTab,
  },
];
