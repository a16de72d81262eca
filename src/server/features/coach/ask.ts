import type { CoachStreamEvent } from '#shared/contracts/coach.js';
import type { Db } from '#server/db/connect.js';
import { memberPortrait } from '../compatibility-reports/index.js';
import type { CoachEngine } from './engines.js';
import { coachErrors } from './errors.js';
import { storeQuestion, storeReply, turnsBefore } from './history.js';
import { namedMatch } from './named-match.js';

const UNAVAILABLE = 'Your coach could not answer just now. Please try again in a moment.';

interface Question {
  user: { id: string; name: string };
  id: string;
  content: string;
  signal: AbortSignal;
}

/**
 * Stores the member's message and starts the coach's reply. It answers only once the first
 * piece is written, so a coach that cannot answer at all is a plain 503 (nothing half-sent); a
 * reply that breaks off later ends the stream with `failed`. Only a whole reply is stored.
 */
export async function askCoach(
  db: Db,
  engine: CoachEngine,
  { user, id, content, signal }: Question,
  onFailure: (err: unknown) => void,
): Promise<AsyncIterable<CoachStreamEvent>> {
  const { question, reply } = await storeQuestion(db, { id, userId: user.id, content });
  if (reply)
    return (async function* () {
      yield { type: 'question', message: question } as const;
      yield { type: 'reply', message: reply } as const;
    })();

  const [portrait, history, match] = await Promise.all([
    memberPortrait(db, user.id, user.name),
    turnsBefore(db, user.id, id),
    namedMatch(db, user.id, content),
  ]);
  const pieces = engine({ portrait, history, question: content, match, signal })[
    Symbol.asyncIterator
  ]();
  const first = await pieces.next().catch((err: unknown) => {
    onFailure(err);
    return null;
  });
  if (!first || first.done) throw coachErrors.fail('COACH_UNAVAILABLE', UNAVAILABLE);

  return (async function* () {
    let text = first.value;
    try {
      yield { type: 'question', message: question } as const;
      yield { type: 'piece', text } as const;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
        text += next.value;
        yield { type: 'piece', text: next.value } as const;
      }
    } catch (err) {
      onFailure(err);
      yield { type: 'failed', message: UNAVAILABLE } as const;
      return;
    } finally {
      // The member stopped listening (or the reply failed): stop the model's work too.
      await pieces.return?.();
    }
    const stored = await storeReply(db, { userId: user.id, questionId: id, content: text.trim() });
    yield { type: 'reply', message: stored } as const;
  })();
}
