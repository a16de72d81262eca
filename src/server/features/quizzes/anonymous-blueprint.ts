import { isAPIError } from 'better-auth/api';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { anonymousBlueprintRequest } from '../../../shared/contracts/quizzes.js';
import type { Db } from '../../db/connect.js';
import { emotionalProfile, tempEqResult, tempUser, user } from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';
import { deleteAccount, type Auth } from '../auth/index.js';
import {
  emotionalType,
  eqScoreFrom,
  storedEq as storedEqSchema,
  toStoredEq,
  authorBlueprintReports,
  type ReportModel,
} from '../compatibility-reports/index.js';
import { setEmotionalType } from '../profiles/index.js';
import { saveBlueprint, scoreBlueprintAnswers } from './blueprint-service.js';
import { findTempUser } from './temp-users.js';

type Input = z.infer<typeof anonymousBlueprintRequest>;

export const VERIFIED_CALLBACK = '/login?verified=1';
const userExists = () => new AppError(409, 'USER_EXISTS', 'The User Already Existed');
const alreadyClaimed = () =>
  new AppError(
    409,
    'ALREADY_CLAIMED',
    'An account was already created from this quiz. Please sign in instead.',
  );

/** The temporary user to link, with their newest EQ result; 404 / 409 when it cannot be linked. */
async function linkableTempUser(db: Db, id: string) {
  const temp = await findTempUser(db, id);
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
 * Creates the unverified account through better-auth, which also queues the verification mail.
 * A sign-up racing ours for the same email shows up either as better-auth's stand-in user (never
 * stored) or as a failed insert: both are the same 409 as an email that was already taken.
 */
async function createAccount(db: Db, auth: Auth, input: Input, headers: Headers): Promise<string> {
  const stored = async (id?: string) =>
    (
      await db
        .select({ id: user.id })
        .from(user)
        .where(id ? and(eq(user.id, id), eq(user.email, input.email)) : eq(user.email, input.email))
    )[0];
  let created: { user: { id: string } };
  try {
    created = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: input.name,
        callbackURL: VERIFIED_CALLBACK,
      },
      headers,
    });
  } catch (err) {
    if (await stored()) throw userExists();
    if (isAPIError(err))
      throw new AppError(
        400,
        'SIGN_UP_FAILED',
        err.message || 'The account could not be created. Please try again.',
      );
    throw err;
  }
  const account = await stored(created.user.id);
  if (!account) throw userExists();
  return account.id;
}

/**
 * The /bluz sign-up modal (temp-user-blueprint-result): creates an unverified account through
 * better-auth (which mails the verification link), links the visitor's EQ result to it, stores
 * the Blueprint and its reports. Everything is checked before the account exists; if linking
 * fails afterwards, the account is removed again, so no half-made account is left behind.
 * The caller signs the person in (see decision 0008). Returns the new account's id.
 */
export async function signUpWithBlueprint(
  db: Db,
  auth: Auth,
  model: ReportModel,
  input: Input,
  headers: Headers,
): Promise<string> {
  const scores = await scoreBlueprintAnswers(db, input.answers);
  const linked = await linkableTempUser(db, input.tempUserId);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) throw userExists();

  const tempEq = linked.result;
  const categoryScores = storedEqSchema.shape.categoryScores.safeParse(tempEq?.categoryScores);
  const eqScore =
    tempEq && categoryScores.success ? eqScoreFrom(tempEq.score, categoryScores.data) : null;
  const reports = await authorBlueprintReports(db, model, {
    name: input.name,
    blueprint: scores,
    eq: eqScore,
  });

  const accountId = await createAccount(db, auth, input, headers);

  try {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(tempUser)
        .set({ claimedBy: accountId })
        .where(and(eq(tempUser.id, linked.temp.id), isNull(tempUser.claimedBy)))
        .returning({ id: tempUser.id });
      if (!claimed.length) throw alreadyClaimed();
      if (tempEq && eqScore) {
        const type = emotionalType(eqScore);
        const copy = {
          userId: accountId,
          eqResult: toStoredEq(eqScore, type),
          eqInsights: tempEq.report,
          createdAt: tempEq.createdAt,
        };
        await tx.insert(emotionalProfile).values(copy);
        await setEmotionalType(tx, accountId, type);
      }
      await saveBlueprint(tx, accountId, scores, reports);
    });
  } catch (err) {
    await deleteAccount(db, accountId);
    throw err;
  }
  return accountId;
}
