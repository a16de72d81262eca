import { ArrowRight, Pencil, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProfile } from '../../../shared/contracts/profiles';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { useDashboardStats, useOwnProfile } from './api';
import { StatCards } from './stat-cards';
import { UpgradeBanner } from './upgrade-banner';
import { MemberAvatar } from '../../ui/member-avatar';
import { dashboardSection } from '../../../shared/page-urls';

const PLAN_BADGE: Record<OwnProfile['plan'], 'neutral' | 'primary' | 'accent'> = {
  Free: 'neutral',
  Premium: 'primary',
  VIP: 'accent',
};

export const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

interface DashboardHomeProps {
  fallbackName: string;
  /** Opens the profile editor, which the page mounts (features do not import each other). */
  onEditProfile?: () => void;
}

/** The dashboard's home view (docs/product-rules.md §2 Dashboard home): welcome, plan, Edit Profile, four numbers, next step. */
export function DashboardHome({ fallbackName, onEditProfile }: DashboardHomeProps) {
  const profile = useOwnProfile();
  const stats = useDashboardStats();
  const name = firstName(profile.data?.fullName || fallbackName);

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
        </div>
        <p className="max-w-prose text-pretty text-muted">Here is where things stand today.</p>
      </section>

      <section aria-label="Your numbers">
        <StatCards
          stats={stats.data}
          loading={stats.isPending}
          failed={stats.isError}
          onRetry={() => void stats.refetch()}
        />
      </section>

      {profile.data?.plan === 'Free' && (
        <UpgradeBanner email={profile.data.email} userId={profile.data.id} />
      )}

      <Card className="relative overflow-hidden p-6 sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-glow-2 opacity-70 blur-3xl"
        />
        <div className="relative flex flex-col gap-4">
          <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <h2 className="font-display text-2xl leading-snug font-semibold text-fg">
            Your next step: get to know yourself
          </h2>
          <p className="max-w-prose text-pretty text-muted">
            Right One matches people on personality, values and goals, not on photos. It starts with
            a short quiz about how you connect emotionally. Your answers shape your reports and,
            later, who we introduce you to.
          </p>
          <ul className="flex max-w-prose flex-col gap-2 text-sm text-muted">
            <li>25 questions, one at a time. There are no wrong answers, only honest ones.</li>
          </ul>
          <div>
            <Button asChild size="lg">
              {/* Members take their quizzes in Reports & Quizzes, where results are kept. */}
              <Link to={dashboardSection('reports')}>
                Take the Quiz
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  );
}
