import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/card';
import { cn } from '../../ui/class-names';
import { Spinner } from '../../ui/spinner';
import { useLiveWorkspace } from './api';
import { MemberFile, type ConciergeThread } from './member-file';
import { MemberList } from './member-list';

/**
 * The concierge's workspace: the members assigned to them on the left, the open one (`?m=`) on
 * the right. On a phone they are two screens, as the chat page's are.
 */
export function ConciergeWorkspace({ Thread }: { Thread: ConciergeThread }) {
  const [params] = useSearchParams();
  const list = useLiveWorkspace();
  const members = list.data?.members ?? [];
  const openId = members.some((m) => m.id === params.get('m')) ? params.get('m') : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold text-fg">Your members</h1>
      {list.isPending ? (
        <Spinner label="Loading your members" />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {list.error.message}
        </p>
      ) : !members.length ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center text-muted">
          <Users className="size-10" aria-hidden="true" />
          <p>
            Nobody is assigned to you yet. Members are assigned when they buy a concierge plan, to
            the concierge with the fewest members, or by an admin.
          </p>
        </Card>
      ) : (
        <div className="flex gap-6">
          <Card
            className={cn('w-full shrink-0 self-start p-2 lg:block lg:w-64', openId && 'hidden')}
          >
            <MemberList members={members} openId={openId} />
          </Card>
          <div className={cn('min-w-0 flex-1', openId ? 'block' : 'hidden lg:block')}>
            {openId ? (
              <MemberFile key={openId} memberId={openId} Thread={Thread} />
            ) : (
              <Card className="p-8 text-center text-muted">
                Choose a member to read your conversation and their file.
              </Card>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
