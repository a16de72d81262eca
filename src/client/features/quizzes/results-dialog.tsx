import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import type { EqResult } from '#shared/contracts/quizzes';
import type { EqCategory } from '#shared/domain/eq-scoring';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { CategoryBars } from './category-bars';
import { DecoderStep, wrappingAction } from './decoder-step';
import { postQuizStateFrom } from './post-quiz-state';
import { paths } from '#shared/page-urls';
import { QuizVideo } from './quiz-video';
import { withoutLeadingTitle } from '#shared/report-title';
import { ReportMarkdown } from './report-markdown';

interface ResultsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  result: EqResult;
  email: string;
  /** The temporary user; without one the Decoder button only closes the dialog (docs/product-rules.md §2). */
  userId: string | null;
}

/**
 * Exactly what the results mail holds (the server's eqResultsMail), so the dialog promises
 * nothing the mail does not carry: change the two together.
 */
const MAILED_COPY =
  'This report, your score, your five area scores and your link to the Compatibility Decoder are on their way to';

/** 'Your Emotional Connection Style' (docs/product-rules.md §2): the report, a video and the way to the Decoder. */
export function ResultsDialog({ open, onOpenChange, result, email, userId }: ResultsDialogProps) {
  const categories = Object.fromEntries(
    Object.entries(result.categoryScores).map(([c, v]) => [c, v.score]),
  ) as Partial<Record<EqCategory, number>>;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Your Emotional Connection Style"
        description={`Written from your own answers. ${MAILED_COPY} ${email}.`}
        className="sm:max-w-2xl sm:p-8"
      >
        <div className="flex flex-col gap-6">
          <div
            className="flex flex-col gap-2 rounded-card p-5 sm:p-6"
            style={{ background: 'linear-gradient(135deg, var(--glow-1), var(--glow-2))' }}
          >
            <p className="text-sm font-bold tracking-wide text-primary-soft-foreground uppercase">
              Your style
            </p>
            <p className="font-display text-3xl leading-tight font-semibold text-fg">
              {result.emotionalType}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="primary">
                {result.score} of {result.maxScore}
              </Badge>
              <Badge variant="accent">{result.band}</Badge>
            </div>
          </div>
          <p className="text-pretty text-muted">
            Emotional intelligence is how you notice, understand and share feelings, yours and your
            partner&rsquo;s. It shapes how you handle conflict, how safe people feel with you, and
            what you need in return. Here is what your answers say about the way you connect.
          </p>
          <CategoryBars scores={categories} />
          <ReportMarkdown
            text={withoutLeadingTitle(result.report, result.emotionalType)}
            topLevel={3}
            className="border-t border-border pt-6"
          />
          <QuizVideo title="From your EQ to your Right One" subtitle="Watch: what comes next" />
          <div className="flex flex-col gap-3 rounded-card bg-surface-muted p-5 sm:p-6">
            <DecoderStep userId={userId} />
            <Button asChild variant="outline" className={wrappingAction}>
              <Link
                to={paths.postQuizResults}
                state={postQuizStateFrom(result, email, userId ?? '')}
              >
                <BarChart3 className="size-4" aria-hidden="true" />
                See Your Full Score Breakdown
              </Link>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
