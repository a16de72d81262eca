import { adminQuizzesApi } from '#shared/contracts/admin-quizzes.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The quizzes' expected errors, the members' and visitors' and the admin panel's. */
export const quizErrors = errorSet(quizzesApi, adminQuizzesApi);
