import { isAPIError } from 'better-auth/api';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { anonymousBlueprintRequest } from '#shared/contracts/quizzes.js';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { emotionalProfile, tempEqResult, tempUser, user } from '#server/db/schema.js';
import { deleteAccount, type Auth } from '../auth/index.js';
import {
  emotionalType,
  eqScoreFrom,
  storedEq as storedEqSchema,
  toStoredEq,
  authorBlueprintReports,
  authorEqReport,
  type ReportModel,
} from '../compatibility-reports/index.js';
import { setEmotionalType } from '../profiles/index.js';
import { saveBlueprint, scoreBlueprintAnswers } from './blueprint-service.js';
import { quizErrors } from './errors.js';
import { findTempUser } from './temp-users.js';

type Input = z.infer<typeof anonymousBlueprintRequest>;

const alreadyClaimed = () =>
  quizErrors.fail(
    'ALREADY_CLAIMED',
    'An account was already created from this quiz. Please sign in instead.',
  );

/** The temporary user to link, with their newest EQ result; 404 / 409 when it cannot be linked. */
async function linkableTempUser(db: Db, id: string, key: string | undefined) {
  const temp = await findTempUser(db, id, key);
  if (temp.claimedBy) throw alreadyClaimed();
  const [result] = await db
    .select()
    .from(tempEqResult)
    .where(eq(tempEqResult.tempUserId, id))
    .orderBy(desc(tempEqResult.createdAt))
    .limit(1);
  return { temp, result: result ?? null };
}

/**
 * Creates the unverified account through better-auth, which queues the verification mail; its
 * link leads on to this account's checkout (auth's verificationMail). For an email that already
 * has an account, better-auth stores nothing, mails the owner instead and answers with a
 * stand-in: that, or losing a race for the same email, is `{ created: false }` with the account
 * that holds the email.
 */
async function createAccount(db: Db, auth: Auth, input: Input, headers: Headers) {
  const holder = async () =>
    (await db.select({ id: user.id }).from(user).where(eq(user.email, input.email)))[0];
  let created: { user: { id: string } };
  try {
    created = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.name,
        callbackURL: paths.blueprintPayment,
      },
      headers,
    });
  } catch (err) {
    const existing = await holder();
    if (existing) return { created: false, id: existing.id };
    if (isAPIError(err))
      throw quizErrors.fail(
        'SIGN_UP_FAILED',
        err.message || 'The account could not be created. Please try again.',
      );
    throw err;
  }
  const account = await holder();
  if (!account) throw new Error('better-auth answered a sign-up but stored no account');
  return { created: account.id === created.user.id, id: account.id };
}

/** Marks the temporary user as used by this account; 409 when another request got there first. */
async function claim(tx: Db, tempUserId: string, accountId: string) {
  const claimed = await tx
    .update(tempUser)
    .set({ claimedBy: accountId })
    .where(and(eq(tempUser.id, tempUserId), isNull(tempUser.claimedBy)))
    .returning({ id: tempUser.id });
  if (!claimed.length) throw alreadyClaimed();
}

/**
 * The /bluz sign-up modal (temp-user-blueprint-result), answered alike whether or not the email
 * has an account (docs/decisions/0016-blueprint-sign-up-by-mail.md). A new email gets an
 * unverified account holding the visitor's EQ result, Blueprint and reports, and a verification
 * mail that leads on to its checkout; an email with an account gets a mail to its owner and
 * nothing else. Either way the temporary user is used up and nobody is signed in here. The
 * reports are written first in both cases, so neither answer is quicker. Everything is checked
 * before an account exists; if linking fails after that, the new account is removed again.
 * Returns the account the email belongs to (for the audit log) and whether it was made here.
 */
export async function signUpWithBlueprint(
  db: Db,
  auth: Auth,
  model: ReportModel,
  { input, key, headers }: { input: Input; key: string | undefined; headers: Headers },
): Promise<{ accountId: string; created: boolean }> {
  const scores = await scoreBlueprintAnswers(db, input.answers);
  const linked = await linkableTempUser(db, input.tempUserId, key);
  const tempEq = linked.result;
  const categoryScores = storedEqSchema.shape.categoryScores.safeParse(tempEq?.categoryScores);
  const eqScore =
    tempEq && categoryScores.success ? eqScoreFrom(tempEq.score, categoryScores.data) : null;
  const [reports, eqReport] = await Promise.all([
    authorBlueprintReports(db, model, { name: input.name, blueprint: scores, eq: eqScore }),
    // The overview the quiz wrote invites them to the Decoder they are finishing now: the
    // member's copy is written for someone with a Blueprint (issue 32).
    eqScore && authorEqReport(db, model, { name: input.name, eq: eqScore, hasBlueprint: true }),
  ]);

  const account = await createAccount(db, auth, input, headers);
  if (!account.created) {
    await claim(db, linked.temp.id, account.id);
    return { accountId: account.id, created: false };
  }
  try {
    await db.transaction(async (tx) => {
      await claim(tx, linked.temp.id, account.id);
      if (tempEq && eqScore) {
        const type = emotionalType(eqScore);
        const copy = {
          userId: account.id,
          eqResult: toStoredEq(eqScore, type),
          eqInsights: eqReport || tempEq.report,
          createdAt: tempEq.createdAt,
        };
        await tx.insert(emotionalProfile).values(copy);
        await setEmotionalType(tx, account.id, type);
      }
      await saveBlueprint(tx, account.id, scores, reports);
    });
  } catch (err) {
    await deleteAccount(db, account.id);
    throw err;
  }
  return { accountId: account.id, created: true };
}
