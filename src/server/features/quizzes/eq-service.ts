import type { Answer, EqResult } from '#shared/contracts/quizzes.js';
import { EQ_RESULT_THRESHOLD, scoreEq, type EqScore } from '#shared/domain/eq-scoring.js';
import type { Db } from '#server/db/connect.js';
import { emotionalProfile, tempEqResult, tempUser } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import {
  emotionalType,
  toEqResult,
  toStoredEq,
  authorEqReport,
  authorBlueprintReports,
  type ReportModel,
} from '../compatibility-reports/index.js';
import { setEmotionalType } from '../profiles/index.js';
import { saveBlueprint, storedBlueprintScores } from './blueprint-service.js';
import { quizErrors } from './errors.js';
import { eqChoicesInOrder } from './questions.js';
import { newQuizKey } from './quiz-key.js';
import { decoderUrl, eqResultsMail, greetingName } from './results-mail.js';

/** What the public quiz needs besides the database: it mails the results. */
export interface AnonymousEqDeps {
  mail: MailPort;
  model: ReportModel;
  appUrl: string;
}

/** The server's own score of an answer set; a total below 70 gives no result (docs/product-rules.md §9). */
async function scoreAnswers(
  db: Db,
  answers: readonly Answer[],
): Promise<{ eq: EqScore; choices: number[] }> {
  const { choices, reverse } = await eqChoicesInOrder(db, answers);
  const eq = scoreEq(choices, reverse);
  if (!eq.proceeds) {
    throw quizErrors.fail(
      'EQ_BELOW_THRESHOLD',
      `A total below ${EQ_RESULT_THRESHOLD} does not produce a result. Take a moment to reflect and try again later.`,
    );
  }
  return { eq, choices };
}

/**
 * The public quiz: creates the temporary user (with the key that binds it to this browser and
 * the results mail, see quiz-key.ts) and result and queues the results mail in one transaction,
 * so the mail exists exactly when the result does (docs/security-rules.md, rule 22).
 * The report is written before the transaction opens, so a slow model holds no connection.
 */
export async function submitAnonymousEq(
  db: Db,
  { mail, model, appUrl }: AnonymousEqDeps,
  input: { answers: Answer[]; email: string; fullName: string },
): Promise<{ userId: string; key: string; result: EqResult }> {
  const { eq } = await scoreAnswers(db, input.answers);
  const { key, hash } = newQuizKey();
  const type = emotionalType(eq);
  const stored = toStoredEq(eq, type);
  // The report goes out in the results mail too, so it is written for the same first name: the
  // writer and the model would otherwise start it with whatever the name field held.
  const name = greetingName(input.fullName) ?? '';
  const report = await authorEqReport(db, model, { name, eq });
  return db.transaction(async (tx) => {
    const [temp] = await tx
      .insert(tempUser)
      .values({ email: input.email, fullName: input.fullName, accessKeyHash: hash })
      .returning();
    const [row] = await tx
      .insert(tempEqResult)
      .values({
        tempUserId: temp!.id,
        score: eq.total,
        categoryScores: stored.categoryScores,
        report,
      })
      .returning();
    await mail.enqueue(
      eqResultsMail(
        input.email,
        input.fullName,
        eq,
        type,
        report,
        decoderUrl(appUrl, temp!.id, key),
      ),
      tx,
    );
    return { userId: temp!.id, key, result: toEqResult(stored, report, row!.createdAt) };
  });
}

/**
 * A member's retake: a new emotional_profile row (history is kept) and their emotional type.
 * A member who has a Blueprint gets its reports rewritten too: they read the EQ result.
 */
export async function submitMemberEq(
  db: Db,
  model: ReportModel,
  { id: userId, name }: { id: string; name: string },
  answers: Answer[],
): Promise<{ result: EqResult }> {
  const { eq, choices } = await scoreAnswers(db, answers);
  const type = emotionalType(eq);
  const stored = toStoredEq(eq, type, choices);
  const blueprint = await storedBlueprintScores(db, userId);
  // A member who has taken the Decoder is not invited to take it again.
  const report = await authorEqReport(db, model, { name, eq, hasBlueprint: !!blueprint });
  const blueprintReports = blueprint
    ? await authorBlueprintReports(db, model, { name, blueprint, eq })
    : null;
  return db.transaction(async (tx) => {
    if (blueprint && blueprintReports) await saveBlueprint(tx, userId, blueprint, blueprintReports);
    const [row] = await tx
      .insert(emotionalProfile)
      .values({ userId, eqResult: stored, eqInsights: report })
      .returning();
    await setEmotionalType(tx, userId, type);
    return { result: toEqResult(stored, report, row!.createdAt) };
  });
}
