import { BookOpenText, Pencil } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { OwnProfile } from '#shared/contracts/profiles';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { holdingsOf } from '../../lib/member-holdings';
import { useDashboardStats, useOwnProfile } from './api';
import { StatCards } from './stat-cards';
import { UpgradeBanner } from './upgrade-banner';
import { MemberAvatar } from '../../ui/member-avatar';
import { blueprintCheckoutUrl } from '#shared/page-urls';
import { nextStep } from './next-step';
import { NextStepPanel } from './next-step-panel';

const PLAN_BADGE: Record<OwnProfile['plan'], 'neutral' | 'primary' | 'accent'> = {
  Free: 'neutral',
  Premium: 'primary',
  VIP: 'accent',
};

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** A dialog another feature owns; the page passes it in. */
export type HomeDialogType = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

interface DashboardHomeProps {
  fallbackName: string;
  /** Opens the profile editor, which the page mounts (features do not import each other). */
  onEditProfile?: () => void;
  /** The matching questionnaire (the next step's 'Answer the matching questions'). */
  QuestionnaireDialog: HomeDialogType;
  /** The complete-insights report dialog (compatibility-reports). */
  InsightsDialog: HomeDialogType;
  /** The chat-requests button with its dialog (matching), shown beside Edit Profile. */
  notifications?: ReactNode;
  /** An offer shown under the welcome (the notifications prompt, once there is a match). */
  prompt?: ReactNode;
}

/**
 * The dashboard's home view (docs/product-rules.md §2 Dashboard home): welcome, plan, Edit Profile,
 * complete insights and chat requests, four numbers, and the next step from where the member is.
 * Two requests: the profile and the stats (the dialogs read their own data once opened).
 */
export function DashboardHome({
  fallbackName,
  onEditProfile,
  QuestionnaireDialog,
  InsightsDialog,
  notifications,
  prompt,
}: DashboardHomeProps) {
  const profile = useOwnProfile();
  const stats = useDashboardStats();
  const name = firstName(profile.data?.fullName || fallbackName);
  const me = profile.data;
  // A bought Blueprint hides the banner even before the plan reads Premium.
  const holdings = me && holdingsOf(me);
  const step = me && stats.data ? nextStep({ ...me, ...stats.data }) : undefined;
  const [open, setOpen] = useState<'questionnaire' | 'insights' | null>(null);
  const dialogProps = (which: 'questionnaire' | 'insights') => ({
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="welcome-heading" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex min-w-0 items-center gap-3">
            <MemberAvatar
              name={profile.data?.fullName || fallbackName}
              avatarUrl={profile.data?.avatarUrl}
              className="size-12 text-lg sm:size-14 sm:text-xl"
            />
            <h1
              id="welcome-heading"
              className="font-display text-3xl leading-tight font-semibold text-balance text-fg sm:text-4xl"
            >
              Welcome back{name ? `, ${name}` : ''}
            </h1>
          </div>
          {profile.data ? (
            <Badge variant={PLAN_BADGE[profile.data.plan]}>{profile.data.plan} plan</Badge>
          ) : (
            profile.isPending && <Skeleton className="h-6 w-20 rounded-full" />
          )}
          {onEditProfile && (
            <Button variant="outline" size="sm" onClick={onEditProfile}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit Profile
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setOpen('insights')}>
            <BookOpenText className="size-4" aria-hidden="true" />
            Complete insights
          </Button>
          {notifications}
        </div>
        <p className="max-w-prose text-pretty text-muted">Here is where things stand today.</p>
      </section>

      {prompt}

      <section aria-label="Your numbers">
        <StatCards
          stats={stats.data}
          loading={stats.isPending}
          failed={stats.isError}
          onRetry={() => void stats.refetch()}
        />
      </section>

      {/* When Premium is the next step, the panel below is the upgrade link: no need to say it twice. */}
      {me && !holdings?.premium && step?.id !== 'premium' && (
        <UpgradeBanner email={me.email} userId={me.id} activePlan={holdings?.activePlan ?? false} />
      )}

      {me && step ? (
        <NextStepPanel
          step={step}
          checkoutUrl={blueprintCheckoutUrl(me.email, me.id)}
          onOpenQuestionnaire={() => setOpen('questionnaire')}
        />
      ) : (
        (profile.isPending || stats.isPending) && <Skeleton className="h-64 rounded-card" />
      )}
      <QuestionnaireDialog {...dialogProps('questionnaire')} />
      <InsightsDialog {...dialogProps('insights')} />
    </div>
  );
}
