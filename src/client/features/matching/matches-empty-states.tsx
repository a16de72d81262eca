import { HeartHandshake, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_PHRASE } from '#shared/brand';
import { paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';

interface QuestionnaireOffer {
  /** Offer the questionnaire here (Premium members always; others as the spec's empty state says). */
  offered: boolean;
  /** Saved before: the button edits the answers instead. */
  answered: boolean;
  onOpen: () => void;
}

/** 'Answer the matching questions', or 'Edit your matching answers' once saved; nothing when not offered. */
function QuestionnaireButton({
  offer,
  variant,
}: {
  offer: QuestionnaireOffer;
  variant: 'primary' | 'outline';
}) {
  if (!offer.offered) return null;
  return (
    <Button variant={variant} onClick={offer.onOpen}>
      {offer.answered ? 'Edit your matching answers' : 'Answer the matching questions'}
    </Button>
  );
}

/**
 * matches_count -1 (no concierge plan): the spec's 'Upgrade to Find {product}' panel. A Premium
 * member need not wait for a plan to answer the questionnaire, so it is offered beside it.
 */
export function NoPlanPanel({ questionnaire }: { questionnaire: QuestionnaireOffer }) {
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <IconBadge icon={Lock} size={12} />
      <h3 className="text-lg font-bold text-fg">Upgrade to Find {PRODUCT_PHRASE}</h3>
      <p className="max-w-prose text-muted">
        A concierge plan gives you connections: each one lets you start a chat with a match.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.billing}>Upgrade Now</Link>
        </Button>
        <QuestionnaireButton offer={questionnaire} variant="outline" />
      </div>
    </Card>
  );
}

/**
 * No matches yet, with the spec's words and, when offered, the questionnaire. A member who took
 * the Decoder already is not told to take it: they hear what happens next instead.
 */
export function NoMatchesPanel({
  questionnaire,
  decoderDone,
}: {
  questionnaire: QuestionnaireOffer;
  decoderDone: boolean;
}) {
  return (
    <Card className="flex flex-col items-start gap-3 p-6">
      <IconBadge icon={HeartHandshake} size={12} />
      <p className="max-w-prose text-fg">
        {decoderDone
          ? 'No matches yet. Your Compatibility Decoder is done: we are looking for people who fit your Blueprint, and each new match appears here.'
          : `No matches yet - Complete Your Compatibility Decoder Assessment to Find ${PRODUCT_PHRASE}`}
      </p>
      <QuestionnaireButton offer={questionnaire} variant="primary" />
    </Card>
  );
}
