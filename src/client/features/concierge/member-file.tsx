import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { planById } from '#shared/domain/pricing';
import { conciergeMemberUrl } from '#shared/page-urls';
import type { ConciergeThreadProps } from '../../lib/concierge-thread';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { memberFileQuery, useWriteToMember } from './api';
import { PastDates } from './past-dates';
import { SharedFile } from './shared-file';

export type ConciergeThread = ComponentType<ConciergeThreadProps>;

/** One member's file: the conversation, their past dates, and what they share. */
export function MemberFile({ memberId, Thread }: { memberId: string; Thread: ConciergeThread }) {
  const file = useQuery(memberFileQuery(memberId));
  const write = useWriteToMember(memberId);
  if (file.isPending) return <Spinner label="Loading the member’s file" />;
  if (file.isError)
    return (
      <p role="alert" className="text-danger">
        {file.error.message}
      </p>
    );
  const { member, messages, pastDates, shared } = file.data;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <Link
          to={conciergeMemberUrl()}
          aria-label="Back to your members"
          className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-muted lg:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <div className="flex flex-col">
          <h2 className="font-display text-2xl font-semibold text-fg">{member.firstName}</h2>
          <p className="text-sm text-muted">
            {member.plan ? `${planById(member.plan).name} plan` : 'No plan'}
            {member.planActive ? '' : ' · their plan has ended'}
          </p>
        </div>
      </header>
      <Card className="flex h-[30rem] flex-col overflow-hidden p-0">
        <Thread
          viewer="concierge"
          messages={messages}
          loading={false}
          failedToLoad={false}
          onSend={(body) => write.mutate({ body })}
          sending={write.isPending}
          error={write.error?.message ?? null}
          onRetry={write.variables ? () => write.mutate(write.variables) : undefined}
        />
      </Card>
      <PastDates memberId={member.id} firstName={member.firstName} dates={pastDates} />
      {shared ? (
        <SharedFile memberId={member.id} shared={shared} />
      ) : (
        <Card className="flex gap-3 p-4 text-sm text-muted">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {member.firstName} has not shared their reports, questionnaire and matches with you. They
          can choose to in Your Concierge; until then you see their first name, their plan and your
          conversation.
        </Card>
      )}
    </div>
  );
}
