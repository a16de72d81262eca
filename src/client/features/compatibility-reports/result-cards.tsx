import { HeartPulse, RotateCcw, ScrollText, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReportsResponse } from '#shared/contracts/compatibility-reports';
import type { QuizKind } from '#shared/contracts/quizzes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { formatDate } from './report-kinds';

interface ResultCardsProps {
  data: ReportsResponse;
  onOpenEq: () => void;
  onOpenBlueprint: () => void;
  onUpgrade: () => void;
  onTakeQuiz: (kind: QuizKind) => void;
}

interface ResultCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

function ResultCard({ id, icon, title, children, actions }: ResultCardProps) {
  return (
    <Card role="article" aria-labelledby={id} className="flex h-full flex-col gap-3 p-5 sm:p-6">
      <IconBadge icon={icon} size={10} />
      <h3 id={id} className="text-lg leading-snug font-bold text-fg">
        {title}
      </h3>
      <div className="flex flex-1 flex-col gap-1 text-sm text-muted">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Card>
  );
}

const Retake = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button variant="outline" onClick={onClick}>
    <RotateCcw className="size-4" aria-hidden="true" />
    {label}
  </Button>
);

/**
 * The two quizzes and what they produced (docs/product-rules.md §4): the EQ Overview card opens the
 * overview or the EQ quiz; the Blueprint card opens the report, the upgrade or the quiz.
 */
export function ResultCards({
  data,
  onOpenEq,
  onOpenBlueprint,
  onUpgrade,
  onTakeQuiz,
}: ResultCardsProps) {
  const { eq, blueprint, premium } = data;
  return (
    <section aria-labelledby="results-heading" className="flex flex-col gap-4">
      <h2 id="results-heading" className="font-display text-2xl font-semibold text-fg">
        Your results
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <ResultCard
          id="eq-card-title"
          icon={HeartPulse}
          title="EQ Overview"
          actions={
            eq ? (
              <>
                <Button onClick={onOpenEq}>View EQ Overview</Button>
                <Retake label="Retake EQ Quiz" onClick={() => onTakeQuiz('emotional')} />
              </>
            ) : (
              <Button onClick={() => onTakeQuiz('emotional')}>Take the EQ Quiz</Button>
            )
          }
        >
          {eq ? (
            <>
              <p className="font-semibold text-fg">{eq.emotionalType}</p>
              <p>
                {eq.score} / {eq.maxScore} · {eq.band}
              </p>
              <p>Taken on {formatDate(eq.completedAt)}</p>
            </>
          ) : (
            <p>25 questions about how you notice and handle feelings. About five minutes.</p>
          )}
        </ResultCard>
        <ResultCard
          id="blueprint-card-title"
          icon={ScrollText}
          title="Personal Relationship Blueprint"
          actions={
            blueprint ? (
              <>
                <Button onClick={premium ? onOpenBlueprint : onUpgrade}>
                  {premium ? 'View Blueprint' : 'Unlock Your Blueprint'}
                </Button>
                <Retake label="Retake Blueprint Quiz" onClick={() => onTakeQuiz('blueprint')} />
              </>
            ) : (
              <Button onClick={() => onTakeQuiz('blueprint')}>Take the Blueprint Quiz</Button>
            )
          }
        >
          {blueprint ? (
            <>
              <p className="font-semibold text-fg">Your Blueprint is complete</p>
              <p>Taken on {formatDate(blueprint.completedAt)}</p>
              {!premium && <p>Premium opens the full report and its four insights.</p>}
            </>
          ) : (
            <p>
              60 statements about your values, communication, lifestyle and goals. About ten
              minutes.
            </p>
          )}
        </ResultCard>
      </div>
    </section>
  );
}
