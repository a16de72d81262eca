import { X } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  EQ_POINTS_PER_CATEGORY,
  EQ_QUESTION_COUNT,
  EQ_QUESTIONS_PER_CATEGORY,
  eqBand,
} from '#shared/domain/eq-scoring';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CategoryBars } from './category-bars';
import { interpretationFor, readPostQuizState } from './post-quiz-state';
import { PurchaseCards } from './purchase-cards';
import { paths } from '#shared/page-urls';
import { QuizVideo } from './quiz-video';
import { ScoreRing } from './score-ring';
import { TestingBypass } from './testing-bypass';

const MAX_SCORE = EQ_QUESTION_COUNT * 5;
const card =
  'flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-8';

/** /post-quiz-results (docs/product-rules.md §2 EQ results page), fed by the results dialog's navigation state. */
export function PostQuizResults() {
  const location = useLocation();
  const navigate = useNavigate();
  const results = readPostQuizState(location.state);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Your EQ results</p>
          <h1 className="font-display text-3xl leading-tight font-semibold text-balance text-fg sm:text-5xl">
            Your Emotional Intelligence Score
          </h1>
          {results.email && (
            <p className="text-muted">
              Your full report, these scores and your link to the Compatibility Decoder were sent to{' '}
              <strong className="break-all text-fg">{results.email}</strong>.
            </p>
          )}
        </div>
        <Button variant="outline" onClick={() => void navigate(paths.dashboardAlias)}>
          <X className="size-4" aria-hidden="true" />
          Close
        </Button>
      </header>

      <div className="grid gap-6 md:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby="score-title" className={`${card} items-center text-center`}>
          <h2 id="score-title" className="sr-only">
            Your total
          </h2>
          <ScoreRing score={results.score} max={MAX_SCORE} />
          <Badge variant="accent">{eqBand(results.score)}</Badge>
          <p className="text-pretty text-muted">
            {results.interpretation ?? interpretationFor(results.score)}
          </p>
        </section>
        <section aria-labelledby="areas-title" className={card}>
          <div>
            <h2 id="areas-title" className="text-xl font-bold text-fg">
              Your five areas
            </h2>
            <p className="text-sm text-muted">
              {EQ_QUESTIONS_PER_CATEGORY} questions and {EQ_POINTS_PER_CATEGORY} points per area.
            </p>
          </div>
          {results.categoryScores ? (
            <CategoryBars scores={results.categoryScores} />
          ) : (
            <p className="text-pretty text-muted">
              Your area scores appear here right after you finish the quiz.{' '}
              <Link
                to={paths.quiz}
                className="font-semibold text-primary underline underline-offset-4"
              >
                Take the EQ quiz
              </Link>
            </p>
          )}
        </section>
      </div>

      <section
        aria-labelledby="video-title"
        className="grid items-center gap-6 md:grid-cols-[1fr_1.4fr] md:gap-10"
      >
        <div className="flex flex-col gap-3">
          <h2 id="video-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
            What your score means for love
          </h2>
          <p className="text-pretty text-muted">
            How emotional intelligence shapes attraction, conflict and lasting love, and how the
            Compatibility Decoder builds on it to find someone who fits the whole of you.
          </p>
        </div>
        <QuizVideo title="From your EQ to your Right One" subtitle="Watch: what comes next" />
      </section>

      <section aria-labelledby="offers-title" className="flex flex-col gap-6">
        <h2 id="offers-title" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          Choose your next step
        </h2>
        <PurchaseCards userId={results.userId} />
      </section>

      <TestingBypass />
    </div>
  );
}
