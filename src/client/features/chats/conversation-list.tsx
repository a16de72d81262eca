import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '#shared/contracts/chats';
import { chatUrl } from '#shared/page-urls';
import { cn } from '../../ui/class-names';
import { MemberAvatar } from '../../ui/member-avatar';
import { COACH_ABOUT, COACH_NAME, CoachAvatar } from './coach-avatar';
import type { MyConcierge } from '#shared/contracts/concierge';
import { CONCIERGE_ID, CONCIERGE_NAME, ConciergeAvatar, conciergeAbout } from './concierge-pane';
import { COACH_ID } from './use-coach';

/** 'age · location · occupation', leaving out what the member has not filled in. */
export const aboutLine = (m: Conversation['with']) =>
  [m.age ? String(m.age) : null, m.location, m.occupation].filter(Boolean).join(' · ');

interface EntryProps {
  id: string;
  openId: string | null;
  avatar: ReactNode;
  name: string;
  about: string;
  preview: string;
  unread?: number;
}

/** One row of the list: opens its conversation. */
function Entry({ id, openId, avatar, name, about, preview, unread = 0 }: EntryProps) {
  const open = id === openId;
  return (
    <li>
      <Link
        to={chatUrl(id)}
        aria-current={open ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-control px-3 py-3 transition-colors duration-150 hover:bg-surface-muted',
          open && 'bg-primary-soft hover:bg-primary-soft',
        )}
      >
        {avatar}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-semibold text-fg">{name}</span>
          <span className="truncate text-xs text-muted">{about}</span>
          <span className="truncate text-sm text-muted">{preview}</span>
        </span>
        {unread > 0 && (
          <span className="grid h-6 min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
            {unread}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The Relationship Coach first, then the member's concierge when their plan includes one, then
 * every connected match, the newest conversation first.
 */
export function ConversationList({
  conversations,
  openId,
  concierge,
}: {
  conversations: Conversation[];
  openId: string | null;
  concierge: MyConcierge | null;
}) {
  return (
    <>
      <ul className="flex flex-col" aria-label="Conversations">
        <Entry
          id={COACH_ID}
          openId={openId}
          avatar={<CoachAvatar className="size-11" />}
          name={COACH_NAME}
          about={COACH_ABOUT}
          preview="Ask about dates, messages or feelings"
        />
        {concierge && (
          <Entry
            id={CONCIERGE_ID}
            openId={openId}
            avatar={<ConciergeAvatar size={11} />}
            name={CONCIERGE_NAME}
            about={conciergeAbout(concierge.concierge)}
            preview={concierge.messages.at(-1)?.body ?? 'Say hello to your concierge'}
          />
        )}
        {conversations.map((c) => (
          <Entry
            key={c.sessionId}
            id={c.sessionId}
            openId={openId}
            avatar={
              <MemberAvatar
                name={c.with.name}
                avatarUrl={c.with.avatarUrl}
                className="size-11"
                soft
              />
            }
            name={c.with.name}
            about={aboutLine(c.with)}
            preview={c.lastMessage?.content ?? 'Say hello'}
            unread={c.unread}
          />
        ))}
      </ul>
      {!conversations.length && (
        <p className="p-4 text-sm text-pretty text-muted">
          When a match accepts your chat request, or you accept theirs, your conversation appears
          here.
        </p>
      )}
    </>
  );
}
