import { EQ_QUIZ_SECTION_ID, EqLandingHero, EqQuiz } from '../../features/quizzes';
import { usePageTitle } from '../../lib/page-title';

/** /eq: the EQ landing page (docs/product-rules.md §2): the hero, the quiz itself, and the legal links in the footer. */
export default function EqLandingPage() {
  usePageTitle('Tired of Dating Apps That Waste Your Time? · Right One');

  return (
    <>
      <EqLandingHero />
      <section
        id={EQ_QUIZ_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="eq-quiz-title"
        className="scroll-mt-4 px-4 pb-16 outline-none sm:px-6 sm:pb-24"
      >
        <h2 id="eq-quiz-title" className="sr-only">
          The EQ quiz
        </h2>
        <EqQuiz />
      </section>
    </>
  );
}
