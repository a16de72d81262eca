import { BlueprintQuiz } from '../../features/quizzes';
import { usePageTitle } from '../../lib/page-title';

/** /bluz?user_id=...: the Blueprint assessment (docs/product-rules.md §2), the Compatibility Decoder. */
export default function BluzPage() {
  usePageTitle('Your Compatibility Decoder · Right One');

  return (
    <>
      <section aria-labelledby="bluz-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            background: 'radial-gradient(60% 45% at 50% 0%, var(--glow-2), transparent 70%)',
          }}
        />
        <div className="relative mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
          <div className="flex flex-col items-center gap-3 text-center">
            <p className="text-sm font-bold tracking-wide text-primary uppercase">
              60 statements · About 10 minutes
            </p>
            <h1
              id="bluz-title"
              className="font-display text-4xl leading-tight font-semibold text-balance text-fg sm:text-5xl"
            >
              Your Compatibility Decoder
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted">
              How you see values, communication, lifestyle and life goals. There are no right
              answers, only yours.
            </p>
          </div>
          <BlueprintQuiz />
        </div>
      </section>
    </>
  );
}
