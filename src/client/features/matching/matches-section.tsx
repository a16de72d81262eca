import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartHandshake, Lock } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { PRODUCT_PHRASE } from '../../../shared/brand';
import { chatRequestsApi } from '../../../shared/contracts/chat-requests';
import { profilesApi } from '../../../shared/contracts/profiles';
import { callApi, isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { toast } from '../../ui/toast';
import { matchesQuery } from './api';
import { MatchCard } from './match-card';
import { ProfileSummary } from './profile-summary';
import { QuestionnaireDialog } from './questionnaire-dialog';
import { UnlockMoreDialog } from './unlock-more-dialog';
import { paths } from '../../../shared/page-urls';

/** The dialog that proposes a date in a conversation (the dates feature's, passed in by the page). */
export type ScheduleDateDialogType = ComponentType<{
  sessionId: string;
  matchName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/** 'Your Matches' (docs/product-rules.md §2): the member's card, then their matches with every state of the spec. */
/** Unmatch and Block for one member (the safety feature's, passed in by the page). */
export type MemberMenuType = ComponentType<{ userId: string; name: string }>;

export function MatchesSection({
  onEditProfile,
  ScheduleDateDialog,
  MemberMenu,
}: {
  onEditProfile?: () => void;
  ScheduleDateDialog?: ScheduleDateDialogType;
  MemberMenu?: MemberMenuType;
}) {
  const queryClient = useQueryClient();
  const matches = useQuery(matchesQuery);
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [dateWith, setDateWith] = useState<{ sessionId: string; name: string } | null>(null);
  const request = useMutation({
    mutationFn: (receiverId: string) => callApi(chatRequestsApi.send, { body: { receiverId } }),
    onSuccess: ({ matchesRemaining }) => {
      toast.success('Request sent!', {
        description: `Your chat request has been sent successfully. ${matchesRemaining} matches remaining.`,
        duration: 3000,
      });
      void queryClient.invalidateQueries({ queryKey: matchesQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: [profilesApi.me.feature] });
    },
    onError: (err) => {
      if (isApiError(err, chatRequestsApi.send) && err.code === 'NO_MATCHES_REMAINING')
        return setUnlockOpen(true);
      toast.error('Error', { description: 'Failed to send chat request. Please try again.' });
    },
  });

  const data = matches.data;
  const chat = (userId: string) =>
    data && data.matchesCount <= 0 ? setUnlockOpen(true) : request.mutate(userId);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-3xl font-semibold text-fg">Your Matches</h1>
      <ProfileSummary activeMatches={data?.matches.length ?? 0} onEditProfile={onEditProfile} />
      <section aria-labelledby="available-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="available-heading" className="text-xl font-bold text-fg">
            Available Matches
          </h2>
          {data && data.matchesCount >= 0 && (
            <p className="text-sm text-muted">{data.matchesCount} connections left</p>
          )}
        </div>
        {matches.isPending ? (
          <p className="text-muted" role="status">
            Loading matches...
          </p>
        ) : matches.isError ? (
          <Button variant="outline" className="self-start" onClick={() => void matches.refetch()}>
            Try again
          </Button>
        ) : data!.matchesCount === -1 ? (
          <Card className="flex flex-col items-start gap-3 p-6">
            <IconBadge icon={Lock} size={12} />
            <h3 className="text-lg font-bold text-fg">Upgrade to Find {PRODUCT_PHRASE}</h3>
            <p className="max-w-prose text-muted">
              A concierge plan gives you connections: each one lets you start a chat with a match.
            </p>
            <Button asChild>
              <Link to={paths.billing}>Upgrade Now</Link>
            </Button>
          </Card>
        ) : data!.matches.length === 0 ? (
          <Card className="flex flex-col items-start gap-3 p-6">
            <IconBadge icon={HeartHandshake} size={12} />
            <p className="max-w-prose text-fg">
              No matches yet - Complete Your Compatibility Decoder Assessment to Find{' '}
              {PRODUCT_PHRASE}
            </p>
            {!data!.hasQuestionnaire && (
              <Button onClick={() => setQuestionnaireOpen(true)}>
                Answer the matching questions
              </Button>
            )}
          </Card>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {data!.matches.map((m) => (
              <MatchCard
                key={m.userId}
                match={m}
                sending={request.isPending && request.variables === m.userId}
                onChat={() => chat(m.userId)}
                onScheduleDate={
                  ScheduleDateDialog && ((sessionId) => setDateWith({ sessionId, name: m.name }))
                }
                menu={MemberMenu && <MemberMenu userId={m.userId} name={m.name} />}
              />
            ))}
          </div>
        )}
      </section>
      <QuestionnaireDialog open={questionnaireOpen} onOpenChange={setQuestionnaireOpen} />
      <UnlockMoreDialog open={unlockOpen} onOpenChange={setUnlockOpen} />
      {ScheduleDateDialog && (
        <ScheduleDateDialog
          sessionId={dateWith?.sessionId ?? ''}
          matchName={dateWith?.name ?? ''}
          open={dateWith !== null}
          onOpenChange={(open) => !open && setDateWith(null)}
        />
      )}
    </div>
  );
}
