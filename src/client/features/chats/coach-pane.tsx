import { MAX_COACH_MESSAGE_LENGTH } from '#shared/contracts/coach';
import { COACH_ABOUT, COACH_NAME, CoachAvatar } from './coach-avatar';
import { Composer } from './composer';
import { ThreadHeader } from './thread-header';
import { ThreadBody } from './thread-body';
import { useCoach } from './use-coach';

/** The conversation with the AI Relationship Coach: 'AI is thinking...', then its reply. */
export function CoachPane({ userId }: { userId: string }) {
  const coach = useCoach(userId);
  return (
    <section
      aria-label={`Conversation with your ${COACH_NAME}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ThreadHeader
        avatar={<CoachAvatar className="size-10" />}
        title={COACH_NAME}
        about={COACH_ABOUT}
      />
      <ThreadBody
        loading={coach.loading}
        failedToLoad={coach.failedToLoad}
        messages={coach.messages}
        userId={userId}
        seenId={null}
        hasOlder={coach.hasOlder}
        onLoadOlder={coach.loadOlder}
        onRetry={coach.retry}
        writing={coach.replying}
      />
      <Composer
        onSend={coach.ask}
        error={coach.failure?.message ?? null}
        onRetry={coach.failure?.retry}
        busy={coach.replying !== null}
        maxLength={MAX_COACH_MESSAGE_LENGTH}
      />
    </section>
  );
}
