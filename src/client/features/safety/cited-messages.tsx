import { useQuery } from '@tanstack/react-query';
import { chatsApi } from '#shared/contracts/chats';
import { ABUSE_REPORT_MESSAGES_MAX } from '#shared/contracts/safety';
import { apiQuery } from '../../lib/api-query';
import { Checkbox } from '../../ui/checkbox';

const shortTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Their latest messages in the conversation, to tick the ones the report is about. */
export function CitedMessages({
  sessionId,
  fromId,
  chosen,
  onChange,
}: {
  sessionId: string;
  fromId: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const page = useQuery(apiQuery(chatsApi.messages, { params: { sessionId }, query: {} }));
  const theirs = (page.data?.messages ?? [])
    .filter((m) => m.senderId === fromId && m.kind === 'text')
    .slice(-ABUSE_REPORT_MESSAGES_MAX)
    .reverse();
  if (!theirs.length) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-fg">
        Attach their messages (optional)
      </legend>
      <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto rounded-control border border-border p-3">
        {theirs.map((m) => (
          <li key={m.id} className="flex items-start gap-3">
            <Checkbox
              id={`cite-${m.id}`}
              checked={chosen.includes(m.id)}
              onCheckedChange={(v) => toggle(m.id, v === true)}
            />
            <label htmlFor={`cite-${m.id}`} className="flex min-w-0 flex-col text-sm">
              <span className="break-words text-fg">{m.content}</span>
              <span className="text-muted">{shortTime(m.createdAt)}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
