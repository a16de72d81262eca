import { ArrowRight, BookOpenText } from 'lucide-react';
import { PRODUCT_PHRASE } from '#shared/brand';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { JourneyVideo } from './journey-video';

/** Within 4 days of upgrading (or before upgrading): how the reports work and when they open. */
export function IntroPanel() {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:p-8">
      <IconBadge icon={BookOpenText} size={11} />
      <h2 className="font-display text-2xl leading-snug font-semibold text-fg">
        How your reports work
      </h2>
      <div className="flex max-w-prose flex-col gap-3 text-pretty text-muted">
        <p>
          Everything here is written from your own answers. The EQ Overview shows how you connect
          emotionally. Your Personal Relationship Blueprint adds your values, communication,
          lifestyle and life goals, and opens four deeper reports.
        </p>
        <ul className="flex list-disc flex-col gap-1 pl-5 marker:text-primary">
          <li>EQ Insights open as soon as you are Premium.</li>
          <li>Individual Insights follow 24 hours later.</li>
          <li>Relationship Development Insights open after 48 hours.</li>
          <li>Relationship Directional Insights open after 72 hours.</li>
        </ul>
        <p>
          Spacing them out gives you time to read each one properly. Notice what rings true, and
          come back to them whenever you like.
        </p>
      </div>
    </Card>
  );
}

interface JourneyCardProps {
  /** Goes to billing when matching is locked, otherwise opens the questionnaire dialog. */
  onFindMatch: () => void;
}

/** After more than 4 days: the 'Your Journey Begins' card with its video and the next step. */
export function JourneyCard({ onFindMatch }: JourneyCardProps) {
  return (
    <Card className="grid gap-6 p-6 sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:items-center">
      <div className="flex flex-col gap-4">
        <h2 className="font-display text-2xl leading-snug font-semibold text-fg sm:text-3xl">
          Your Journey Begins
        </h2>
        <p className="max-w-prose text-pretty text-muted">
          You know yourself better than when you started. Watch how matching works, then take the
          next step: meeting people whose values, goals and emotional style fit yours.
        </p>
        <div>
          <Button size="lg" onClick={onFindMatch}>
            Find {PRODUCT_PHRASE}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <JourneyVideo title="Your Journey Begins" />
    </Card>
  );
}
