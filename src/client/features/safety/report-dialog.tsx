import { useState, type FormEvent } from 'react';
import {
  ABUSE_REPORT_NOTE_MAX,
  ABUSE_REPORT_REASON_LABELS,
  ABUSE_REPORT_REASONS,
  type AbuseReportReason,
} from '#shared/contracts/safety';
import { Button } from '../../ui/button';
import { DialogActions, DialogContent } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Textarea } from '../../ui/input';
import { Select } from '../../ui/select';
import { useReportMember } from './api';
import { CitedMessages } from './cited-messages';

interface ReportDialogProps {
  userId: string;
  name: string;
  /** The conversation with them, when the report is made from it: its messages can be attached. */
  sessionId?: string;
  onDone: () => void;
}

/** 'Report {name}', inside an open Dialog: a reason, a note and, from a chat, the messages. */
export function ReportDialog({ userId, name, sessionId, onDone }: ReportDialogProps) {
  const [reason, setReason] = useState<AbuseReportReason | ''>('');
  const [note, setNote] = useState('');
  const [messageIds, setMessageIds] = useState<string[]>([]);
  const [missingReason, setMissingReason] = useState(false);
  const report = useReportMember();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!reason) return setMissingReason(true);
    report.mutate(
      { userId, name, reason, note: note.trim() || null, messageIds },
      { onSuccess: onDone },
    );
  };
  return (
    <DialogContent
      title={`Report ${name}`}
      description={`Our team reviews every report. Reporting also blocks ${name}: you will not see each other again, and they are not told.`}
      className="sm:max-w-xl"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Reason"
          htmlFor="report-reason"
          error={missingReason ? 'Choose a reason for the report.' : undefined}
        >
          <Select
            id="report-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as AbuseReportReason);
              setMissingReason(false);
            }}
          >
            <option value="">Choose a reason</option>
            {ABUSE_REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {ABUSE_REPORT_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="What happened (optional)"
          htmlFor="report-note"
          hint={`${note.length} / ${ABUSE_REPORT_NOTE_MAX.toLocaleString('en-US')}`}
        >
          <Textarea
            id="report-note"
            rows={4}
            maxLength={ABUSE_REPORT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        {sessionId && (
          <CitedMessages
            sessionId={sessionId}
            fromId={userId}
            chosen={messageIds}
            onChange={setMessageIds}
          />
        )}
        <DialogActions>
          <Button type="submit" variant="danger" loading={report.isPending}>
            Report and Block
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
