import { Link } from 'react-router';
import type { AssignedMember } from '#shared/contracts/concierge-workspace';
import { planById } from '#shared/domain/pricing';
import { conciergeMemberUrl } from '#shared/page-urls';
import { cn } from '../../ui/class-names';
import { MemberAvatar } from '../../ui/member-avatar';

/** Who wrote last: a member waiting for an answer comes first to the eye. */
const waitingLine = (m: AssignedMember) =>
  !m.lastMessage
    ? 'No messages yet'
    : m.lastMessage.author === 'member'
      ? 'Waiting for your answer'
      : 'You wrote last';

const planLine = (m: AssignedMember) =>
  m.plan ? `${planById(m.plan).name}${m.planActive ? '' : ' (ended)'}` : 'No plan';

/** The members this concierge looks after; the open one is marked. */
export function MemberList({
  members,
  openId,
}: {
  members: AssignedMember[];
  openId: string | null;
}) {
  return (
    <ul aria-label="Your members" className="flex flex-col">
      {members.map((m) => (
        <li key={m.id}>
          <Link
            to={conciergeMemberUrl(m.id)}
            aria-current={m.id === openId ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-control px-3 py-3 transition-colors duration-150 hover:bg-surface-muted',
              m.id === openId && 'bg-primary-soft hover:bg-primary-soft',
            )}
          >
            <MemberAvatar name={m.firstName} avatarUrl={null} className="size-11" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold text-fg">{m.firstName}</span>
              <span className="truncate text-xs text-muted">
                {planLine(m)} · {m.sharing ? 'Shares their file' : 'Not sharing'}
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  m.lastMessage?.author === 'member' ? 'font-semibold text-primary' : 'text-muted',
                )}
              >
                {waitingLine(m)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
