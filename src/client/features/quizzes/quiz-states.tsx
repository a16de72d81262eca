import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { cn } from '../../ui/class-names';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';

interface QuizCardProps {
  children: ReactNode;
  className?: string;
  /** Inside a dialog: no card of its own. */
  plain?: boolean;
}

/** The raised card every quiz step sits in, so steps change without the page jumping. */
export function QuizCard({ children, className, plain = false }: QuizCardProps) {
  return (
    <div
      className={cn(
        !plain &&
          'mx-auto w-full max-w-2xl rounded-card border border-border bg-surface p-5 shadow-lifted sm:p-10',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The shape of a question while the statements load. */
export function QuizLoading({ plain }: { plain?: boolean }) {
  return (
    <QuizCard plain={plain}>
      <p role="status" className="sr-only">
        Loading the quiz...
      </p>
      <div className="flex flex-col gap-6">
        <div className="flex justify-between">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-24" />
        </div>
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-8 w-4/5" />
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-14 w-full rounded-[12px]" />
          ))}
        </div>
      </div>
    </QuizCard>
  );
}

/** docs/product-rules.md §8 Quiz: 'Error loading quiz: {error}' with Retry. */
export function QuizLoadError({
  error,
  onRetry,
  retrying,
  plain,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  plain?: boolean;
}) {
  return (
    <QuizCard plain={plain} className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="font-semibold text-danger-soft-foreground">
        Error loading quiz: {error.message}
      </p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCcw className="size-4" aria-hidden="true" />}
        Retry
      </Button>
    </QuizCard>
  );
}

/** docs/product-rules.md §8 Quiz: an empty question list. */
export function QuizEmpty({ message, plain }: { message: string; plain?: boolean }) {
  return (
    <QuizCard plain={plain} className="flex flex-col items-center gap-3 text-center">
      <SearchX className="size-8 text-muted" aria-hidden="true" />
      <p role="status" className="text-muted">
        {message}
      </p>
    </QuizCard>
  );
}

/** A centred wait with a spoken status, e.g. 'Verifying access...'. */
export function QuizWaiting({ text }: { text: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center px-4 py-16">
      <p role="status" className="flex items-center gap-3 text-lg text-muted">
        <Spinner className="size-6 text-primary" />
        {text}
      </p>
    </div>
  );
}
