import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardSection, paths } from '#shared/page-urls';
import { ContactForm } from '../../features/support';
import { usePageTitle } from '../../lib/page-title';
import { sessionQuery } from '../../lib/session';
import { Card } from '../../ui/card';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Short answers to what people most often write about, before the form. */
function QuickHelp({ signedIn }: { signedIn: boolean }) {
  const settings = signedIn ? dashboardSection('settings') : paths.login;
  const billing = signedIn ? paths.billing : paths.login;
  return (
    <dl className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <dt className="font-bold text-fg">A refund</dt>
        <dd className="text-muted">
          Our 30-day money-back guarantee: in{' '}
          <Link to={billing} className={linkClass}>
            Billing
          </Link>
          , each purchase of the last 30 days has "Request a refund", and we return the full amount
          to the card you paid with. Or write to us below and choose "A refund".
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="font-bold text-fg">Cancelling a plan</dt>
        <dd className="text-muted">
          You can cancel anytime from{' '}
          <Link to={billing} className={linkClass}>
            Billing
          </Link>
          ; the month you paid for runs to its end.
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="font-bold text-fg">Your data and your account</dt>
        <dd className="text-muted">
          Download your data or delete your account from{' '}
          <Link to={settings} className={linkClass}>
            Settings
          </Link>
          . Our{' '}
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>{' '}
          says what we keep.
        </dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="font-bold text-fg">Someone made you feel unsafe</dt>
        <dd className="text-muted">
          Use Report in the conversation or on their match card: it also blocks them at once. If you
          are in danger, call your local emergency number first.
        </dd>
      </div>
    </dl>
  );
}

/** /help, signed in or out: quick answers, and a form whose messages reach the team's inbox. */
export default function HelpPage() {
  usePageTitle('Help & Contact · Right One');
  const { data: user } = useQuery(sessionQuery);
  const member = user ? { name: user.name, email: user.email } : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex max-w-[60ch] flex-col gap-3">
        <h1 className="font-display text-4xl leading-tight font-semibold text-fg sm:text-5xl">
          Help & Contact
        </h1>
        <p className="text-lg leading-relaxed text-muted">
          Real people read every message. Write to us here about a refund, your account, billing or
          safety, and we will answer by email.
        </p>
      </header>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="quick-help" className="flex flex-col gap-5">
          <h2 id="quick-help" className="text-xl font-bold text-fg">
            Quick answers
          </h2>
          <QuickHelp signedIn={member !== null} />
        </section>
        <section aria-labelledby="contact-us">
          <Card className="flex flex-col gap-5 p-5 sm:p-8">
            <h2 id="contact-us" className="text-xl font-bold text-fg">
              Write to us
            </h2>
            <ContactForm member={member} />
          </Card>
        </section>
      </div>
    </div>
  );
}
