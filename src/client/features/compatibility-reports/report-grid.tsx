import { Clock, Lock } from 'lucide-react';
import type { ReportCard as ReportCardData } from '#shared/contracts/compatibility-reports';
import type { ReportKind } from '#shared/domain/report-unlock';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { REPORT_INFO, unlockLabel } from './report-kinds';

interface ReportGridProps {
  cards: ReportCardData[];
  onView: (kind: ReportKind) => void;
  onUpgrade: () => void;
}

/** The card's one action, exactly as docs/product-rules.md §4 names each state. */
function CardAction({
  card,
  onView,
  onUpgrade,
}: { card: ReportCardData } & Omit<ReportGridProps, 'cards'>) {
  switch (card.state) {
    case 'needs-blueprint':
      return (
        <Button variant="outline" disabled className="w-full">
          Complete the Blueprint Quiz First
        </Button>
      );
    case 'needs-upgrade':
      return (
        <Button variant="secondary" className="w-full" onClick={onUpgrade}>
          <Lock className="size-4" aria-hidden="true" />
          Need to Upgrade
        </Button>
      );
    case 'locked':
      return (
        <Button variant="outline" disabled className="w-full">
          <Clock className="size-4" aria-hidden="true" />
          {unlockLabel(card.unlocksInHours)}
        </Button>
      );
    case 'viewable':
      return (
        <Button className="w-full" onClick={() => onView(card.kind)}>
          View Report
        </Button>
      );
  }
}

const STATE_BADGE = {
  viewable: { label: 'Ready', variant: 'accent' },
  locked: { label: 'Locked', variant: 'warning' },
  'needs-upgrade': { label: 'Premium', variant: 'primary' },
  'needs-blueprint': null,
} as const;

/** 'Your Relationship Blueprint': the four reports, in the order they unlock. */
export function ReportGrid({ cards, onView, onUpgrade }: ReportGridProps) {
  return (
    <section aria-labelledby="blueprint-grid-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="blueprint-grid-heading" className="font-display text-2xl font-semibold text-fg">
          Your Relationship Blueprint
        </h2>
        <p className="max-w-prose text-pretty text-muted">
          Four reports written from your Blueprint quiz. As a Premium member you get them over your
          first three days.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {/* The server sends all four cards in the order they unlock. */}
        {cards.map((card) => {
          const { kind } = card;
          const { title, summary, icon: Icon } = REPORT_INFO[kind];
          const badge = STATE_BADGE[card.state];
          const titleId = `report-${kind}-title`;
          return (
            <li key={kind}>
              <Card
                role="article"
                aria-labelledby={titleId}
                className="flex h-full flex-col gap-3 p-5 sm:p-6"
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
                </div>
                <h3 id={titleId} className="text-lg leading-snug font-bold text-fg">
                  {title}
                </h3>
                <p className="flex-1 text-sm text-pretty text-muted">{summary}</p>
                <CardAction card={card} onView={onView} onUpgrade={onUpgrade} />
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
