import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MAX_QUESTION_LENGTH, type AdminQuestion } from '#shared/contracts/admin-quizzes';
import { BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DialogContent, DialogActions } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input, Textarea } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { useCreateQuestion, useUpdateQuestion } from './api';
import {
  CATEGORY_LABELS,
  EMPTY_QUESTION,
  SECTION_LABELS,
  formValuesOf,
  questionFormSchema,
  toQuestionInput,
  type QuestionFormValues,
} from './question-form';

/** The server's words for a refusal (a 4xx, e.g. only the wording may change); else the spec's. */
const failureMessage = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500
    ? err.message
    : 'Failed to update question. Please try again.';

/** What an answered question measures, which can no longer change. */
const measuresOf = (q: AdminQuestion) =>
  [q.section && SECTION_LABELS[q.section], q.variable, q.reverseScored && 'reverse-scored']
    .filter(Boolean)
    .join(' · ');

/** 'Create Question' (no `question`) or 'Edit Question', inside an open Dialog. */
export function QuestionFormDialog({
  question,
  onDone,
}: {
  question?: AdminQuestion;
  onDone: () => void;
}) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const busy = create.isPending || update.isPending;
  const { register, handleSubmit, control, formState } = useForm<QuestionFormValues>({
    resolver: zodResolver(questionFormSchema),
    defaultValues: question ? formValuesOf(question) : EMPTY_QUESTION,
  });
  const category = useWatch({ control, name: 'category' });
  const { errors } = formState;
  const locked = question?.answered === true;

  const submit = handleSubmit((values) => {
    const body = toQuestionInput(values);
    const handlers = {
      onSuccess: () => {
        toast.success(
          question ? 'Question updated successfully!' : 'Question created successfully!',
        );
        onDone();
      },
      onError: (err: Error) => toast.error(failureMessage(err)),
    };
    if (question) update.mutate({ id: question.id, body }, handlers);
    else create.mutate(body, handlers);
  });

  return (
    <DialogContent
      title={question ? 'Edit Question' : 'Create Question'}
      description={
        locked
          ? 'Members have answered this question: only its wording can change.'
          : 'New questions go to the end of their quiz, answered on a 1-5 scale.'
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field label="Question" htmlFor="question-text" error={errors.question?.message}>
          <Textarea
            id="question-text"
            rows={3}
            maxLength={MAX_QUESTION_LENGTH}
            {...register('question')}
          />
        </Field>
        {question ? (
          <p className="text-sm text-muted">
            {CATEGORY_LABELS[question.category]} quiz
            {locked && ` · ${measuresOf(question)}`}
          </p>
        ) : (
          <Field label="Category" htmlFor="question-category" error={errors.category?.message}>
            <Select id="question-category" {...register('category')}>
              {(['emotional', 'blueprint'] as const).map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {!locked && category === 'blueprint' && (
          <Field label="Area" htmlFor="question-section" error={errors.section?.message}>
            <Select id="question-section" {...register('section')}>
              <option value="">Choose an area</option>
              {BLUEPRINT_SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {SECTION_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {!locked && (
          <Field
            label="Variable"
            htmlFor="question-variable"
            hint="The trait it measures, e.g. family_closeness."
            error={errors.variable?.message}
          >
            <Input id="question-variable" autoComplete="off" {...register('variable')} />
          </Field>
        )}
        {!locked && category === 'emotional' && (
          <div className="flex items-center gap-2 text-sm">
            <Controller
              control={control}
              name="reverseScored"
              render={({ field }) => (
                <Checkbox
                  id="question-reverse"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
              )}
            />
            <label htmlFor="question-reverse">
              Reverse-scored (answering “Very often” means lower EQ)
            </label>
          </div>
        )}
        <p className="text-sm text-muted">Type: Scale (1-5)</p>
        <DialogActions>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : question ? 'Save Changes' : 'Create Question'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
