import { ArrowRight, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { IconBadge } from '../../ui/icon-badge';
import { blueprintQuizUrl, dashboardSection } from '#shared/page-urls';
import { useMemberHoldings } from '../../lib/member-holdings';

interface EqDoneCardProps {
  email: string;
  userId: string;
  onShowResults: () => void;
}

/** What stays on the page once the results were sent, so closing a dialog never strands anyone. */
export function EqDoneCard({ email, userId, onShowResults }: EqDoneCardProps) {
  const member = useMemberHoldings();
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <IconBadge icon={MailCheck} size={14} />
      <h2 className="font-display text-2xl leading-snug font-semibold text-balance text-fg sm:text-[1.75rem]">
        Your results are on their way
      </h2>
      <p className="max-w-md text-pretty text-muted">
        We sent your full Emotional Connection Style report and your scores to{' '}
        <strong className="break-all text-fg">{email}</strong>. The email also holds your link to
        the Compatibility Decoder, so you can continue later.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="outline" size="lg" onClick={onShowResults}>
          View My Results
        </Button>
        <Button asChild size="lg">
          {/* A member who took the Decoder already goes to the Blueprint they have instead. */}
          {member?.tookBlueprintQuiz ? (
            <Link to={dashboardSection('reports')}>
              Open Your Reports
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <Link to={blueprintQuizUrl(userId)}>
              Continue to the Decoder
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </Button>
      </div>
    </div>
  );
}
