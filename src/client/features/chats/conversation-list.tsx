import { Link } from 'react-router';
import type { Conversation } from '../../../shared/contracts/chats';
import { chatUrl } from '../../../shared/page-urls';
import { cn } from '../../ui/class-names';
import { MemberAvatar } from '../../ui/member-avatar';

/** 'age · location · occupation', leaving out what the member has not filled in. */
export const aboutLine = (m: Conversation['with']) =>
  [m.age ? String(m.age) : null, m.location, m.occupation].filter(Boolean).join(' · ');

/** Every connected match, the newest conversation first, with its unread count. */
export function ConversationList({
  conversations,
  openId,
}: {
  conversations: Conversation[];
  openId: string | null;
}) {
  if (!conversations.length)
    return (
      <p className="p-4 text-sm text-pretty text-muted">
        No conversations yet. When a match accepts your chat request, or you accept theirs, the
        conversation appears here.
      </p>
    );
  return (
    <ul className="flex flex-col" aria-label="Conversations">
      {conversations.map((c) => {
        const open = c.sessionId === openId;
        return (
          <li key={c.sessionId}>
            <Link
              to={chatUrl(c.sessionId)}
              aria-current={open ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-control px-3 py-3 transition-colors duration-150 hover:bg-surface-muted',
                open && 'bg-primary-soft hover:bg-primary-soft',
              )}
            >
              <MemberAvatar
                name={c.with.name}
                avatarUrl={c.with.avatarUrl}
                className="size-11"
                soft
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-fg">{c.with.name}</span>
                <span className="truncate text-xs text-muted">{aboutLine(c.with)}</span>
                <span className="truncate text-sm text-muted">
                  {c.lastMessage?.content ?? 'Say hello'}
                </span>
              </span>
              {c.unread > 0 && (
                <span className="grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
                  {c.unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
