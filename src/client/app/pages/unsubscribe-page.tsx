import { MailCheck, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_TYPES } from '#shared/contracts/notifications';
import { dashboardSection, paths } from '#shared/page-urls';
import { useUnsubscribeEmails } from '../../features/safety';
import { usePageTitle } from '../../lib/page-title';
import { Button } from '../../ui/button';
import { MessagePage } from '../../ui/message-page';
import { PageSpinner } from '../../ui/page-spinner';

/**
 * /unsubscribe?token=: the link in every notification mail. One click is enough: the page turns
 * that kind of email off as it opens (a page, not the GET itself, so mail scanners that fetch
 * links do not unsubscribe anyone), says what was turned off, and points to the other choices.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe · Right One');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeEmails();
  const { mutate } = unsubscribe;
  useEffect(() => mutate(token), [mutate, token]);

  if (unsubscribe.isIdle || unsubscribe.isPending) return <PageSpinner />;
  const done = unsubscribe.data;
  return (
    <MessagePage
      icon={done ? MailCheck : MailX}
      title={done ? 'You are unsubscribed' : 'This link did not work'}
      role={done ? 'status' : 'alert'}
      actions={
        <>
          <Button asChild size="lg">
            <Link to={dashboardSection('settings')}>Email settings</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
        </>
      }
    >
      {done
        ? `You will no longer get "${NOTIFICATION_TYPES[done.type].label}" emails. You can turn them back on, or change the others, in your settings.`
        : 'This unsubscribe link is not valid. Sign in and choose which emails you get in your settings.'}
    </MessagePage>
  );
}
