import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { paths } from '../../../shared/page-urls';
import { usePageTitle } from '../../lib/page-title';

/** /404 and every unknown path: say so kindly and offer the two useful ways on. */
export default function NotFoundPage() {
  usePageTitle('Page not found · Right One');

  return (
    <>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Compass className="size-8" aria-hidden="true" />
        </span>
        <p className="text-sm font-bold tracking-wide text-primary uppercase">Error 404</p>
        <h1 className="font-display text-4xl leading-tight font-semibold text-balance text-fg sm:text-5xl">
          This page went on a different date
        </h1>
        <p className="text-lg text-pretty text-muted">
          We could not find the page you were looking for. The link may be old, or the address may
          have a typo. Here are two good places to pick up from.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.home}>Back to Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.quiz}>Take the Quiz</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
