import { Plus } from 'lucide-react';
import { useState } from 'react';
import { QUESTION_PAGE_SIZES, type QuestionPageSize } from '#shared/contracts/admin-quizzes';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog, DialogTrigger } from '../../../ui/dialog';
import { Skeleton } from '../../../ui/skeleton';
import { DirectoryPaging } from '../directory-paging';
import { useQuestionPage } from './api';
import { pageCountOf } from './paging';
import { QuestionCounters } from './question-counters';
import { QuestionDirectory } from './question-directory';
import { QuestionFormDialog } from './question-form-dialog';
import { AdminTabHeader } from '../tab-header';

const NO_COUNTS = { total: 0, blueprint: 0, emotional: 0 };

/** The admin panel's Quizzes tab (docs/product-rules.md §2, Quizzes tab). */
export function QuizzesTab() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<QuestionPageSize>(10);
  const [creating, setCreating] = useState(false);
  const list = useQuestionPage({ page, pageSize });
  const total = list.data?.total ?? 0;
  // A deletion can empty the last page: show the new last page instead.
  const shownPage = list.data ? Math.min(page, pageCountOf(total, pageSize)) : page;
  if (shownPage !== page) setPage(shownPage);

  return (
    <div className="flex flex-col gap-6">
      <AdminTabHeader title="Quiz Management">
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button>
              <Plus className="size-4" aria-hidden="true" />
              Create Question
            </Button>
          </DialogTrigger>
          {creating && <QuestionFormDialog onDone={() => setCreating(false)} />}
        </Dialog>
      </AdminTabHeader>
      <QuestionCounters counts={list.data?.counts ?? NO_COUNTS} />
      {list.isPending ? (
        <Skeleton className="h-64 rounded-card" />
      ) : list.isError ? (
        <Card role="alert" className="p-4 text-danger-soft-foreground">
          Failed to load questions: {list.error.message}
        </Card>
      ) : (
        <>
          <QuestionDirectory questions={list.data.questions} />
          <DirectoryPaging
            noun="questions"
            pageSizes={QUESTION_PAGE_SIZES}
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </div>
  );
}
