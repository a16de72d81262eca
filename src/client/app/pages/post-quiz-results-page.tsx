import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PublicShell } from '../../features/landing';
import { PostQuizResults } from '../../features/quizzes';
import { ThemeToggle } from '../../features/theme';
import { sessionQuery } from '../../lib/auth-client';

/** /post-quiz-results: the EQ results page (docs/product-rules.md §2), reached from the results dialog. */
export default function PostQuizResultsPage() {
  const { data: user } = useQuery(sessionQuery);
  useEffect(() => {
    document.title = 'Your EQ Results · Right One';
  }, []);

  return (
    <PublicShell user={user ?? null} themeToggle={<ThemeToggle />}>
      <PostQuizResults />
    </PublicShell>
  );
}
