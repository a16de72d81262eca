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
import { Dialog, DialogTrigger } from '../../../ui/dialog';
import { QueueCard, QueuedWords } from '../queue-card';
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
  const { reported, reporter } = report;
  return (
    <QueueCard
      title={reported.fullName}
      badges={<Badge variant="primary">{ABUSE_REPORT_REASON_LABELS[report.reason]}</Badge>}
      email={reported.email}
      meta={
        // The date matters either way: the queue is worked oldest first.
        `${reporter ? `Reported by ${reporter.fullName}` : 'Reported by a deleted account'} on ${shortDateTime(report.createdAt)}`
      }
    >
      {report.note && <QueuedWords label="Reporter's note">{report.note}</QueuedWords>}
      {report.messages.length > 0 && <AttachedMessages messages={report.messages} />}
      <MemberHistory member={reported} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        {MODERATION_DECISIONS.map((d) => (
          <DecisionButton key={d} report={report} decision={d} />
        ))}
      </div>
    </QueueCard>
  );
}
