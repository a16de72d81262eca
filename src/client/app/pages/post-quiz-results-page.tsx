import { PostQuizResults } from '../../features/quizzes';
import { usePageTitle } from '../../lib/page-title';

/** /post-quiz-results: the EQ results page (docs/product-rules.md §2), reached from the results dialog. */
export default function PostQuizResultsPage() {
  usePageTitle('Your EQ Results · Right One');

  return (
    <>
      <PostQuizResults />
    </>
  );
}
