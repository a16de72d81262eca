import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { IconBadge } from '../../ui/icon-badge';

/**
 * After a sign-up from the quizzes (/bluz, the concierge offer): the person continues from their
 * inbox (decision 0016). The same card shows whether or not the address already had an account;
 * the mail says which it was.
 */
export function BlueprintSentCard({
  email,
  destination = 'your Premium Blueprint Report',
  inCard = false,
}: {
  email: string;
  /** Where the confirmed link leads, as the sentence ends. */
  destination?: string;
  /** Inside an offer card (a level lower, no way home): the concierge offer's back. */
  inCard?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = inCard ? 'h3' : 'h2';
  // The dialog just closed: move focus here so a screen reader announces what happened.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center">
      <IconBadge icon={MailCheck} size={14} />
      <Heading
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-fg outline-none sm:text-3xl"
      >
        Check your email
      </Heading>
      <p className="max-w-md text-pretty text-muted">
        We sent a link to <strong className="break-all text-fg">{email}</strong>. Open it to confirm
        your address, and it takes you straight to {destination}.
      </p>
      <p className="max-w-md text-sm text-pretty text-muted">
        The link works for 24 hours. Nothing there? Look in your spam folder. If you already have an
        account, the mail says so: just{' '}
        <Link to={paths.login} className="font-semibold text-primary underline">
          sign in
        </Link>
        .
      </p>
      {!inCard && (
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home}>Back to Home</Link>
        </Button>
      )}
    </div>
  );
}
