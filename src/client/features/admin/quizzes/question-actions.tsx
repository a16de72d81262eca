import { Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminQuestion } from '#shared/contracts/admin-quizzes';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogActions } from '../../../ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { toast } from '../../../ui/toast';
import { useCurrentQuestion, useDeleteQuestion } from './api';
import { QuestionFormDialog } from './question-form-dialog';
import { categoryText, createdText, typeText, variableText } from './question-text';

type Open = 'view' | 'edit' | 'delete' | null;

/** A row's View Details, Edit Question and Delete Question, each in its own dialog. */
export function QuestionActions({ question: listed }: { question: AdminQuestion }) {
  const [open, setOpen] = useState<Open>(null);
  const question = useCurrentQuestion(listed.id, open !== null).data?.question ?? listed;
  const remove = useDeleteQuestion();
  const close = () => setOpen(null);
  const confirmDelete = () =>
    remove.mutate(question.id, {
      onSuccess: ({ outcome }) => {
        if (outcome === 'deleted') toast.success('Question deleted successfully!');
        else
          toast.success('Question retired', {
            description:
              'It was retired rather than deleted: the quiz no longer asks it, and past results stay as they are.',
          });
        close();
      },
      onError: (err) =>
        toast.error('Failed to delete question. Please try again.', { description: err.message }),
    });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`Actions for question ${question.id}`}>
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen('view')}>
            <Eye className="size-4" aria-hidden="true" /> View Details
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('edit')}>
            <Pencil className="size-4" aria-hidden="true" /> Edit Question
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('delete')}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete Question
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open !== null} onOpenChange={(o) => !o && close()}>
        {open === 'view' && (
          <DialogContent title="Question Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['ID', String(question.id)],
                  ['Question', question.question],
                  ['Category', categoryText(question)],
                  ['Variable', variableText(question)],
                  ['Type', typeText(question)],
                  ['Reverse-scored', question.reverseScored ? 'Yes' : 'No'],
                  ['Answered by members', question.answered ? 'Yes' : 'No'],
                  ['Created', createdText(question)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-muted">{term}</dt>
                  <dd className="break-words text-fg">{value}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
        )}
        {open === 'edit' && <QuestionFormDialog question={question} onDone={close} />}
        {open === 'delete' && (
          <DialogContent
            title="Delete Question"
            description={
              question.answered
                ? 'Members have answered this question: it will be retired, so their results stay intact.'
                : question.builtIn
                  ? 'This is one of the built-in questions: it will be retired, no longer asked but kept for past results.'
                  : 'This question will be deleted permanently.'
            }
          >
            <p className="mb-4 text-sm break-words text-fg">“{question.question}”</p>
            <DialogActions>
              <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
                {remove.isPending ? 'Deleting...' : 'Delete Question'}
              </Button>
            </DialogActions>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
