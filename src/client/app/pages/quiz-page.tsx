import { EqQuiz } from '../../features/quizzes';
import { usePageTitle } from '../../lib/page-title';

/** /quiz: the public EQ quiz (docs/product-rules.md §2 EQ quiz). */
export default function QuizPage() {
  usePageTitle('The EQ Quiz · Right One');

  return (
    <>
      <section aria-labelledby="quiz-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            background: 'radial-gradient(60% 45% at 50% 0%, var(--glow-1), transparent 70%)',
          }}
        />
        <div className="relative mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-bold tracking-wide text-primary uppercase">
              Free · About 5 minutes
            </p>
            <h1
              id="quiz-title"
              className="font-display text-4xl leading-tight font-semibold text-balance text-fg sm:text-5xl"
            >
              Discover Your Emotional Connection Style
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted">
              25 short statements about how you notice, handle and share feelings. Answer the way
              you usually are, not the way you wish you were.
            </p>
          </div>
          <EqQuiz />
        </div>
      </section>
    </>
  );
}
