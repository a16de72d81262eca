import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BLUEPRINT_QUESTION_COUNT } from '#shared/domain/blueprint-scoring';
import { blueprintQuizUrl, dashboardSection } from '#shared/page-urls';
import { useMemberHoldings } from '../../lib/member-holdings';
import { Button } from '../../ui/button';
import { DialogClose } from '../../ui/dialog';

/** Long, wrapping call-to-action text needs to grow in height instead of overflowing on a phone. */
export const wrappingAction = 'h-auto! min-h-12 py-3 whitespace-normal! text-center leading-snug';

const DECODER = 'Click Here to Complete Your Compatibility Decoder';

/**
 * The results dialog's next step: the Compatibility Decoder (docs/product-rules.md §2), or, for
 * a signed-in member who took it already, the way to the Blueprint they have. A visitor, and a
 * member whose data is still loading, see the Decoder.
 */
export function DecoderStep({ userId }: { userId: string | null }) {
  const member = useMemberHoldings();
  if (member?.tookBlueprintQuiz)
    return (
      <>
        <p className="font-bold text-fg">Your Blueprint is already complete</p>
        <p className="text-pretty text-muted">
          You took the Compatibility Decoder before: your Blueprint and its reports are in Reports
          &amp; Quizzes.
        </p>
        <Button asChild size="lg" className={wrappingAction}>
          <Link to={dashboardSection('reports')}>
            Open Your Reports
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      </>
    );
  return (
    <>
      <p className="font-bold text-fg">Your next step: the Compatibility Decoder</p>
      <p className="text-pretty text-muted">
        {BLUEPRINT_QUESTION_COUNT} short statements, about 10 minutes. Your Blueprint is ready the
        moment you finish, and this link is also in your email if you would rather continue later.
      </p>
      {userId ? (
        <Button asChild size="lg" className={wrappingAction}>
          <Link to={blueprintQuizUrl(userId)}>
            {DECODER}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <DialogClose asChild>
          <Button size="lg" className={wrappingAction}>
            {DECODER}
          </Button>
        </DialogClose>
      )}
    </>
  );
}
