import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { chatUrl, dashboardSection, paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/class-names';
import { IconBadge } from '../../ui/icon-badge';
import { STEP_COPY, type StepAction } from './next-step-copy';
import { STEP_COUNT, type NextStep } from './next-step';

interface NextStepPanelProps {
  step: NextStep;
  /** The Blueprint checkout for this member (/blueprint-payment?email=&userId=). */
  checkoutUrl: string;
  onOpenQuestionnaire: () => void;
}

const LINKS: Record<Exclude<StepAction, 'checkout' | 'questionnaire'>, string> = {
  reports: dashboardSection('reports'),
  matches: dashboardSection('matches'),
  billing: paths.billing,
  chat: chatUrl(),
};

type NextStepActionProps = { to: StepAction; label: string } & Omit<NextStepPanelProps, 'step'>;

/** The step's one action: a section of the dashboard, the checkout, or the questionnaire dialog. */
function StepButton({ to, label, checkoutUrl, onOpenQuestionnaire }: NextStepActionProps) {
  const arrow = <ArrowRight className="size-4" aria-hidden="true" />;
  if (to === 'questionnaire')
    return (
      <Button size="lg" onClick={onOpenQuestionnaire}>
        {label}
        {arrow}
      </Button>
    );
  return (
    <Button asChild size="lg">
      {to === 'checkout' ? (
        // The checkout loads its own payment script: a full page load, as every upgrade prompt does.
        <a href={checkoutUrl}>
          {label}
          {arrow}
        </a>
      ) : (
        <Link to={LINKS[to]}>
          {label}
          {arrow}
        </Link>
      )}
    </Button>
  );
}

/** "Step 3 of 7" in words, and the same as dots for the eye. */
function StepProgress({ number }: { number: number }) {
  const done = number > STEP_COUNT;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-muted">
        {done ? `All ${STEP_COUNT} steps done` : `Step ${number} of ${STEP_COUNT}`}
      </p>
      <ol aria-hidden="true" className="flex gap-1.5">
        {Array.from({ length: STEP_COUNT }, (_, i) => (
          <li
            key={i}
            className={cn(
              'h-1.5 w-5 rounded-full',
              i + 1 < number ? 'bg-primary' : i + 1 === number ? 'bg-accent' : 'bg-border',
            )}
          />
        ))}
      </ol>
    </div>
  );
}

/** The home's intro panel (docs/product-rules.md §2 Dashboard home): the one thing to do next, from where the member is. */
export function NextStepPanel({ step, checkoutUrl, onOpenQuestionnaire }: NextStepPanelProps) {
  const { title, body, icon, action } = STEP_COPY[step.id];
  return (
    <Card className="relative overflow-hidden p-6 sm:p-8">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-glow-2 opacity-70 blur-3xl"
      />
      <section aria-labelledby="next-step-heading" className="relative flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <IconBadge icon={icon} size={11} className="shrink-0" />
          <StepProgress number={step.number} />
        </div>
        <h2
          id="next-step-heading"
          className="font-display text-2xl leading-snug font-semibold text-fg"
        >
          {title}
        </h2>
        <p className="max-w-prose text-pretty text-muted">{body}</p>
        <div>
          <StepButton
            {...action}
            checkoutUrl={checkoutUrl}
            onOpenQuestionnaire={onOpenQuestionnaire}
          />
        </div>
      </section>
    </Card>
  );
}
