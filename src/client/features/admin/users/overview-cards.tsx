import { useId, type ReactNode } from 'react';
import type { MemberOverview } from '#shared/contracts/admin-users';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { MemberAvatar } from '../../../ui/member-avatar';
import { VerifiedBadge } from '../../../ui/verified-badge';
import { money, ROLE_LABEL, shortDate, textOr } from './overview-format';

type Rows = ReadonlyArray<readonly [label: string, value: string]>;

/** One titled card of label/value rows; a region, so each card can be found by its title. */
function InfoCard({ title, rows, children }: { title: string; rows: Rows; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="p-4 pb-0 sm:p-5 sm:pb-0">
        <CardTitle id={titleId} role="heading" aria-level={3} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-5">
        {children}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-muted">{label}</dt>
              <dd className="text-right [overflow-wrap:anywhere] text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The profile overview's four cards: one column on a phone, a 2×2 grid from 768 px up. */
export function OverviewCards({ member: m }: { member: MemberOverview }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <InfoCard
        title="Basic Information"
        rows={[
          ['Age', textOr(m.age)],
          ['Location', textOr(m.location)],
          ['Occupation', textOr(m.occupation)],
          ['Education', textOr(m.education)],
          ['Join Date', shortDate(m.createdAt)],
        ]}
      >
        <div className="flex items-center gap-3">
          <MemberAvatar name={m.fullName} avatarUrl={m.avatarUrl} className="size-12 text-lg" />
          <div className="flex min-w-0 flex-col">
            <p className="flex flex-wrap items-center gap-2 font-semibold [overflow-wrap:anywhere] text-fg">
              {m.fullName}
              {m.verified && <VerifiedBadge />}
            </p>
            <p className="text-sm break-all text-muted">{m.email}</p>
          </div>
        </div>
      </InfoCard>
      <InfoCard
        title="Account Status"
        rows={[
          ['Plan', textOr(m.plan, 'Free')],
          ['Role', ROLE_LABEL[m.role]],
          ['Subscription Status', textOr(m.subscriptionStatus)],
          ['Total Matches', String(m.totalMatches)],
          ['Blueprint Purchased', m.blueprintPurchased ? 'Yes' : 'No'],
          ['Matching Plan', textOr(m.matchingPlanType, 'None')],
        ]}
      />
      <InfoCard
        title="Billing Information"
        rows={[
          ['Total Spent', money(m.totalSpent)],
          ['Last Payment', shortDate(m.lastPaymentDate)],
          ['Next Billing Date', shortDate(m.nextBillingDate)],
          ['Subscription Amount', money(m.subscriptionAmount)],
          ['Customer ID', textOr(m.stripeCustomerId)],
        ]}
      />
      <InfoCard
        title="Account Timeline"
        rows={[
          ['Created', shortDate(m.createdAt)],
          ['Upgraded', shortDate(m.upgradedAt)],
          ['Blueprint Purchase', shortDate(m.blueprintPurchasedAt)],
          ['Matching Plan Purchase', shortDate(m.matchingPlanPurchasedAt)],
          ['Last Updated', shortDate(m.updatedAt)],
        ]}
      />
    </div>
  );
}
