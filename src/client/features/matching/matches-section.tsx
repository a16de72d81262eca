import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import type { MatchCard as Match } from '#shared/contracts/matching';
import { useMemberHoldings } from '../../lib/member-holdings';
import { ownProfileQuery } from '../../lib/own-profile';
import { Button } from '../../ui/button';
import { matchesQuery, useSendChatRequest } from './api';
import { FewCandidatesNote } from './few-candidates-note';
import { MatchCard } from './match-card';
import { NoMatchesPanel, NoPlanPanel } from './matches-empty-states';
import { ProfileSummary } from './profile-summary';
import { QuestionnaireDialog } from './questionnaire-dialog';
import { UnlockMoreDialog } from './unlock-more-dialog';

/** The dialog that proposes a date in a conversation (the dates feature's, passed in by the page). */
export type ScheduleDateDialogType = ComponentType<{
  sessionId: string;
  matchName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/** Unmatch and Block for one member (the safety feature's, passed in by the page). */
export type MemberMenuType = ComponentType<{ userId: string; name: string }>;

/** 'Your Matches' (docs/product-rules.md §2): the member's card, then their matches with every state of the spec. */
export function MatchesSection({
  onEditProfile,
  ScheduleDateDialog,
  MemberMenu,
}: {
  onEditProfile?: () => void;
  ScheduleDateDialog?: ScheduleDateDialogType;
  MemberMenu?: MemberMenuType;
}) {
  const matches = useQuery(matchesQuery);
  const profile = useQuery(ownProfileQuery);
  const member = useMemberHoldings();
  const [questionnaireOpen, setQuestionnaireOpen] = useState(false);
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [dateWith, setDateWith] = useState<{ sessionId: string; name: string } | null>(null);
  const request = useSendChatRequest(() => setUnlockOpen(true));

  const data = matches.data;
  // A Premium member may answer (or edit) the questionnaire at any time, plan or no plan.
  const premium = profile.data !== undefined && profile.data.plan !== 'Free';
  const questionnaire = {
    answered: data?.hasQuestionnaire ?? false,
    onOpen: () => setQuestionnaireOpen(true),
  };
  // Someone the concierge introduced costs no credit, so no credits left is no reason to stop.
  const chat = (m: Match) =>
    data && data.matchesCount <= 0 && !m.introduction
      ? setUnlockOpen(true)
      : request.mutate(m.userId);
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
        {data?.fewCandidates && <FewCandidatesNote few={data.fewCandidates} />}
        {matches.isPending ? (
          <p className="text-muted" role="status">
            Loading matches...
          </p>
        ) : matches.isError ? (
          <Button variant="outline" className="self-start" onClick={() => void matches.refetch()}>
            Try again
          </Button>
        ) : data!.matchesCount === -1 ? (
          <NoPlanPanel questionnaire={{ ...questionnaire, offered: premium }} />
        ) : data!.matches.length === 0 ? (
          <NoMatchesPanel
            questionnaire={{ ...questionnaire, offered: premium || !data!.hasQuestionnaire }}
            decoderDone={member?.tookBlueprintQuiz ?? false}
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {data!.matches.map((m) => (
              <MatchCard
                key={m.userId}
                match={m}
                sending={request.isPending && request.variables === m.userId}
                onChat={() => chat(m)}
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
