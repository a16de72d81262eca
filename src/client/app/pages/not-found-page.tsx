import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { MessagePage } from '../../ui/message-page';
import { paths } from '#shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/** /404 and every unknown path: say so kindly and offer the two useful ways on. */
export default function NotFoundPage() {
  usePageTitle('Page not found · Right One');

  return (
    <MessagePage
      icon={Compass}
      eyebrow="Error 404"
      title="This page went on a different date"
      actions={
        <>
          <Button asChild size="lg">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.quiz}>Take the Quiz</Link>
          </Button>
        </>
      }
    >
      We could not find the page you were looking for. The link may be old, or the address may have
      a typo. Here are two good places to pick up from.
    </MessagePage>
  );
}
