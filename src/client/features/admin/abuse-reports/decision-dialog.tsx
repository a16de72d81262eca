import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  SUSPENSION_DAYS_MAX,
  type QueuedAbuseReport,
  type ModerationDecision,
} from '#shared/contracts/moderation';
import { Button } from '../../../ui/button';
import { DialogActions, DialogContent } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { Input, Textarea } from '../../../ui/input';
import { useDecideReport } from './api';
import {
  DEFAULT_DECISION_VALUES,
  decisionFormSchema,
  toDecisionInput,
  type DecisionFormValues,
} from './decision-form';
import { CONFIRM_LABELS, decisionEffect, decisionTitle } from './report-text';

// The contract's limits, so a moderator cannot type past what the server takes.
const REASON_MAX = 1_000;
const MESSAGE_MAX = 5_000;

/**
 * One decision on a report, inside an open Dialog: the reason for the audit log, plus the
 * warning's words or the suspension's days. Closes once the server has taken it; a refusal is a
 * toast (useDecideReport) and the dialog stays open with what was typed.
 */
export function DecisionDialog({
  report,
  decision,
  onDone,
}: {
  report: QueuedAbuseReport;
  decision: ModerationDecision;
  onDone: () => void;
}) {
  const decide = useDecideReport();
  const name = report.reported.fullName;
  // The decision is fixed for the dialog's life, and so is the resolver built from it.
  const resolver = useMemo(() => zodResolver(decisionFormSchema(decision)), [decision]);
  const { register, handleSubmit, formState } = useForm<DecisionFormValues>({
    resolver,
    defaultValues: DEFAULT_DECISION_VALUES,
  });
  const { errors } = formState;

  const submit = handleSubmit((values) =>
    decide.mutate(
      { id: report.id, name, body: toDecisionInput(decision, values) },
      { onSuccess: onDone },
    ),
  );

  return (
    <DialogContent
      title={decisionTitle(decision, name)}
      description={decisionEffect(decision, name, report.reporter?.fullName ?? null)}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field
          label="Reason (for the audit log)"
          htmlFor="decision-reason"
          hint={`Only admins see it. ${name} is not told.`}
          error={errors.reason?.message}
        >
          <Textarea
            id="decision-reason"
            rows={3}
            maxLength={REASON_MAX}
            required
            {...register('reason')}
          />
        </Field>
        {decision === 'warn' && (
          <Field
            label="Message to the member"
            htmlFor="decision-message"
            hint={`Mailed to ${name} as you write it.`}
            error={errors.message?.message}
          >
            <Textarea
              id="decision-message"
              rows={5}
              maxLength={MESSAGE_MAX}
              required
              {...register('message')}
            />
          </Field>
        )}
        {decision === 'suspend' && (
          <Field
            label="Days"
            htmlFor="decision-days"
            hint={`From 1 to ${SUSPENSION_DAYS_MAX}.`}
            error={errors.days?.message}
          >
            <Input
              id="decision-days"
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              step={1}
              required
              className="sm:w-32"
              {...register('days')}
            />
          </Field>
        )}
        <DialogActions>
          <Button
            type="submit"
            variant={decision === 'ban' ? 'danger' : 'primary'}
            loading={decide.isPending}
          >
            {CONFIRM_LABELS[decision]}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
