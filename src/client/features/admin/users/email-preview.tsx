import type { EmailPreview as Preview } from '#shared/contracts/admin-emails';
import { membersText } from './email-text';

/** How many sample recipients the preview lists, to check the search picked the right people. */
export const PREVIEW_SAMPLE_SIZE = 5;

export const willGoText = (n: number) => `This email will go to ${membersText(n)}`;

/** Who a mailing reaches and how the first of them will read it. */
export function EmailPreview({ preview }: { preview: Preview }) {
  const sample = preview.sample.slice(0, PREVIEW_SAMPLE_SIZE);
  const more = preview.recipients - sample.length;
  return (
    <section
      aria-label="Email preview"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-muted p-4"
    >
      <p className="font-semibold text-fg">{willGoText(preview.recipients)}</p>
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {sample.map((r) => (
          <li key={r.email} className="[overflow-wrap:anywhere]">
            {r.fullName} <span className="text-muted">({r.email})</span>
          </li>
        ))}
        {more > 0 && <li className="text-muted">and {more} more</li>}
      </ul>
      <div className="flex flex-col gap-2 rounded-control border border-border bg-surface p-3 text-sm">
        <p className="text-xs font-semibold text-muted">
          As {sample[0]?.fullName ?? 'the first member'} will read it
        </p>
        <p className="font-semibold [overflow-wrap:anywhere] text-fg">{preview.subject}</p>
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-fg">{preview.text}</p>
      </div>
    </section>
  );
}
