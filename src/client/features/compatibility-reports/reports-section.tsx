import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { QuizKind } from '#shared/contracts/quizzes';
import type { ReportKind } from '#shared/domain/report-unlock';
import { useReports } from './api';
import { BlueprintDialog } from './blueprint-dialog';
import { EqOverviewDialog } from './eq-overview-dialog';
import { InsightDialog } from './insight-dialog';
import { IntroPanel, JourneyCard } from './journey-panels';
import { ReportGrid } from './report-grid';
import { ReportsError, ReportsSkeleton } from './reports-status';
import { ResultCards } from './result-cards';
import { UpgradeDialog } from './upgrade-dialog';
import { paths } from '#shared/page-urls';

/** The quiz dialog the page passes in (features/quizzes); features never import each other. */
export interface QuizDialogProps {
  kind: QuizKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCompleted: () => void;
}

/** The matching questionnaire the page passes in (features/matching). */
export interface FindMatchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ReportsSectionProps {
  user: { id: string; email: string };
  QuizDialog: ComponentType<QuizDialogProps>;
  FindMatchDialog: ComponentType<FindMatchDialogProps>;
}

type OpenDialog =
  'upgrade' | 'eq' | 'blueprint-report' | 'find-match' | 'insight' | `quiz-${QuizKind}` | null;

/** The dashboard's 'Reports & Quizzes' section (docs/product-rules.md §2 and §4). */
export function ReportsSection({ user, QuizDialog, FindMatchDialog }: ReportsSectionProps) {
  const reports = useReports();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [insightKind, setInsightKind] = useState<ReportKind>('eq_insights');
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: open === name,
    // Only the dialog that is open may close itself (a late close never hides another one).
    onOpenChange: (next: boolean) => setOpen((cur) => (next ? name : cur === name ? null : cur)),
  });

  // docs/product-rules.md §4: after a quiz the data is refreshed; Premium members then see their Blueprint (after
  // the Blueprint quiz), everyone else is offered the upgrade.
  async function afterQuiz(kind: QuizKind) {
    const { data: fresh } = await reports.refetch();
    if (!fresh) return;
    if (!fresh.premium) setOpen('upgrade');
    else if (kind === 'blueprint') setOpen('blueprint-report');
  }

  const { data } = reports;
  const insightCard = data?.cards.find((c) => c.kind === insightKind);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl leading-tight font-semibold text-balance text-fg sm:text-4xl">
          Reports &amp; Quizzes
        </h1>
        <p className="max-w-prose text-pretty text-muted">
          Understand your emotional compatibility: how you connect, what you need from a partner,
          and the kind of relationship that will last for you.
        </p>
      </header>

      {!data && reports.isPending && <ReportsSkeleton />}
      {!data && reports.isError && (
        <ReportsError
          message={reports.error.message}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      )}
      {data && (
        <>
          {data.showsIntro ? (
            <IntroPanel />
          ) : (
            <JourneyCard
              onFindMatch={() =>
                data.matchesCount === -1 ? void navigate(paths.billing) : setOpen('find-match')
              }
            />
          )}
          <ResultCards
            data={data}
            onOpenEq={() => setOpen('eq')}
            onOpenBlueprint={() => setOpen('blueprint-report')}
            onUpgrade={() => setOpen('upgrade')}
            onTakeQuiz={(kind) => setOpen(`quiz-${kind}`)}
          />
          <ReportGrid
            cards={data.cards}
            onUpgrade={() => setOpen('upgrade')}
            onView={(kind) => {
              setInsightKind(kind);
              setOpen('insight');
            }}
          />
          <InsightDialog
            kind={insightKind}
            text={insightCard?.state === 'viewable' ? insightCard.text : ''}
            {...dialogProps('insight')}
          />
          <EqOverviewDialog eq={data.eq} {...dialogProps('eq')} />
          <BlueprintDialog
            blueprint={data.blueprint}
            cards={data.cards}
            {...dialogProps('blueprint-report')}
          />
          <UpgradeDialog user={user} {...dialogProps('upgrade')} />
          <FindMatchDialog {...dialogProps('find-match')} />
        </>
      )}
      {(['emotional', 'blueprint'] as const).map((kind) => (
        <QuizDialog
          key={kind}
          kind={kind}
          {...dialogProps(`quiz-${kind}`)}
          onCompleted={() => void afterQuiz(kind)}
        />
      ))}
    </div>
  );
}
