/**
 * The URLs the quiz flows lead to. They live here because a feature may not import the app's
 * paths module; each matches src/client/app/paths.ts.
 */
import { blueprintCheckoutUrl } from '../../lib/urls';

export const quizLinks = {
  home: '/',
  quiz: '/quiz',
  login: '/login',
  notFound: '/404',
  dashboard: '/app',
  billing: '/billing',
  postQuizResults: '/post-quiz-results',
  /** SPEC 2: the results dialog's Compatibility Decoder button. */
  blueprint: (userId: string) => `/bluz?${new URLSearchParams({ user_id: userId }).toString()}`,
  payment: blueprintCheckoutUrl,
} as const;
