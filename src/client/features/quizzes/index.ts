export { BlueprintQuiz } from './blueprint-quiz';
export { EqLandingHero, EQ_QUIZ_SECTION_ID } from './eq-landing-hero';
export { EqQuiz } from './eq-quiz';
export { MemberQuizDialog } from './member-quiz-dialog';
export { PostQuizResults } from './post-quiz-results';
