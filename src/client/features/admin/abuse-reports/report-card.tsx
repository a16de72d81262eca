import { Ban, Check, Clock, MessageSquareWarning, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  MODERATION_DECISIONS,
  type QueuedAbuseReport,
  type ModerationDecision,
} from '#shared/contracts/moderation';
import { ABUSE_REPORT_REASON_LABELS } from '#shared/contracts/safety';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Dialog, DialogTrigger } from '../../../ui/dialog';
import { shortDateTime } from '../users/overview-format';
import { DecisionDialog } from './decision-dialog';
import { MemberHistory } from './member-history';
import { DECISION_ACTIONS } from './report-text';

const DECISION_ICONS: Record<ModerationDecision, LucideIcon> = {
  dismiss: Check,
  warn: MessageSquareWarning,
  suspend: Clock,
  ban: Ban,
};

/**
 * One decision's button and its dialog. Each button is its dialog's own trigger, so Cancel or
 * Escape returns focus to the button that opened it.
 */
function DecisionButton({
  report,
  decision,
}: {
  report: QueuedAbuseReport;
  decision: ModerationDecision;
}) {
  const [open, setOpen] = useState(false);
  const Icon = DECISION_ICONS[decision];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={decision === 'ban' ? 'danger' : 'outline'}>
          <Icon className="size-4" aria-hidden="true" />
          {DECISION_ACTIONS[decision]}
        </Button>
      </DialogTrigger>
      {open && <DecisionDialog report={report} decision={decision} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

/** The messages the reporter cited, copied when the report was filed. */
function AttachedMessages({ messages }: { messages: QueuedAbuseReport['messages'] }) {
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-bold text-fg">
        Messages attached
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {messages.map((m) => (
          <li key={m.id} className="flex flex-col rounded-control bg-surface-muted px-3 py-2">
            <span className="[overflow-wrap:anywhere] whitespace-pre-line text-fg">
              {m.content}
            </span>
            <span className="text-xs text-muted">{shortDateTime(m.createdAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One open report: who, why, the evidence, the member's history and the four decisions. */
export function ReportCard({ report }: { report: QueuedAbuseReport }) {
  const headingId = useId();
  const { reported, reporter } = report;
  return (
    <article aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <header className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-bold [overflow-wrap:anywhere] text-fg">
              {reported.fullName}
            </h2>
            <Badge variant="primary">{ABUSE_REPORT_REASON_LABELS[report.reason]}</Badge>
          </div>
          <p className="text-xs break-all text-muted">{reported.email}</p>
          <p className="text-sm text-muted">
            {/* The date matters either way: the queue is worked oldest first. */}
            {reporter
              ? `Reported by ${reporter.fullName}`
              : 'Reported by a deleted account'} on {shortDateTime(report.createdAt)}
          </p>
        </header>
        {report.note && (
          <blockquote
            aria-label="Reporter's note"
            className="rounded-r-control border-l-4 border-primary bg-primary-soft/40 px-4 py-3 [overflow-wrap:anywhere] whitespace-pre-line text-fg"
          >
            {report.note}
          </blockquote>
        )}
        {report.messages.length > 0 && <AttachedMessages messages={report.messages} />}
        <MemberHistory member={reported} />
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          {MODERATION_DECISIONS.map((d) => (
            <DecisionButton key={d} report={report} decision={d} />
          ))}
        </div>
      </Card>
    </article>
  );
}
