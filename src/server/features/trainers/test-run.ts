import type { Db } from '#server/db/connect.js';
import { AiError, type AiPort } from '#server/platform/ai/index.js';
import { recordAudit } from '../audit/index.js';
import { embeddedReply } from '../coach/index.js';
import { memberPortrait } from '../compatibility-reports/index.js';
import { trainerErrors } from './errors.js';
import { findTrainer } from './service.js';

interface TrainerTest {
  admin: { id: string; name: string };
  /** A saved prompt's id, or the text being edited. */
  id?: string;
  content?: string;
  input: string;
}

/**
 * Runs a prompt as the system prompt on one message, through the model the coach uses. With no
 * model configured, the built-in coach answers instead (as it would to the admin) and the answer
 * says so: it follows its written guidance, not the prompt.
 */
export async function testTrainer(db: Db, ai: AiPort | undefined, test: TrainerTest) {
  const system = test.id ? (await findTrainer(db, test.id)).content : test.content!;
  const answer = ai
    ? { response: await askModel(ai, system, test.input), engine: 'model' as const }
    : {
        response: embeddedReply(
          await memberPortrait(db, test.admin.id, test.admin.name),
          test.input,
          [],
        ),
        engine: 'embedded' as const,
      };
  await recordAudit(db, {
    actorId: test.admin.id,
    action: 'trainers.test',
    targetId: test.id ?? null,
    meta: { engine: answer.engine },
  });
  return answer;
}

async function askModel(ai: AiPort, system: string, input: string) {
  try {
    return (await ai.complete({ system, user: input, maxTokens: 700 })).trim();
  } catch (err) {
    if (!(err instanceof AiError)) throw err;
    // The adapter's messages name only the failure (status, timeout), never the key or the URL.
    throw trainerErrors.fail('AI_FAILED', `The AI model could not answer: ${err.message}.`);
  }
}
