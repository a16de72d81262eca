import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import {
  chatRequests,
  chatSessions,
  conciergeIntroductions,
  matchedUsers,
  profiles,
} from '#server/db/schema.js';
import { asSeenBy, matchProfileColumns } from '../identity/index.js';
import { openToNewContact, spendMatchCredit } from '../profiles/index.js';
import { isUniqueViolation } from '#server/db/unique-violation.js';
import { chatRequestErrors } from './errors.js';

const noCredits = () =>
  chatRequestErrors.fail(
    'NO_MATCHES_REMAINING',
    'No matches remaining. Please upgrade to get more matches.',
  );
const alreadyAsked = () =>
  chatRequestErrors.fail('ALREADY_REQUESTED', 'You have already sent this match a chat request.');

/** The member's credits as they stand, for a request that spends none. */
async function creditsLeft(tx: Db, userId: string) {
  const [row] = await tx
    .select({ matchesCount: profiles.matchesCount })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.matchesCount ?? 0;
}

/**
 * One credit for one request, atomically: the credit is taken only if one is left (never below
 * 0), and the request row is unique per open pair, so two fast clicks spend one credit and the
 * loser's transaction (credit included) rolls back.
 */
export async function sendChatRequest(db: Db, senderId: string, receiverId: string) {
  if (senderId === receiverId)
    throw chatRequestErrors.fail(
      'CANNOT_REQUEST_SELF',
      'You cannot send a chat request to yourself.',
    );
  // A member who paused their profile, or is hidden while reports are reviewed, takes no new
  // requests: to the sender they are simply not among their matches.
  // Someone the sender's concierge introduced costs no credit (decision 0036).
  const [match] = await db
    .select({ score: matchedUsers.score, introduced: conciergeIntroductions.introducedId })
    .from(matchedUsers)
    .innerJoin(profiles, eq(profiles.id, matchedUsers.matchedUserId))
    .leftJoin(
      conciergeIntroductions,
      and(
        eq(conciergeIntroductions.memberId, senderId),
        eq(conciergeIntroductions.introducedId, receiverId),
      ),
    )
    .where(
      and(
        eq(matchedUsers.userId, senderId),
        eq(matchedUsers.matchedUserId, receiverId),
        openToNewContact(),
      ),
    );
  if (!match)
    throw chatRequestErrors.fail('NOT_A_MATCH', 'This person is not one of your matches.');
  try {
    return await db.transaction(async (tx) => {
      const free = match.introduced !== null;
      const matchesRemaining = free
        ? await creditsLeft(tx, senderId)
        : await spendMatchCredit(tx, senderId);
      if (matchesRemaining === null) throw noCredits();
      const [request] = await tx
        .insert(chatRequests)
        .values({
          senderId,
          receiverId,
          status: 'pending',
          summary: `Compatibility ${match.score}%`,
          creditSpent: !free,
        })
        .returning({ id: chatRequests.id });
      return { requestId: request!.id, matchesRemaining };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyAsked();
    throw err;
  }
}

/** Requests waiting for this member's answer, the sender as a match may see them (features/identity). */
export async function incomingRequests(db: Db, userId: string) {
  const rows = await db
    .select({
      id: chatRequests.id,
      createdAt: chatRequests.createdAt,
      emotionalType: profiles.emotionalType,
      sender: matchProfileColumns(userId),
    })
    .from(chatRequests)
    .innerJoin(profiles, eq(profiles.id, chatRequests.senderId))
    .where(and(eq(chatRequests.receiverId, userId), eq(chatRequests.status, 'pending')))
    .orderBy(asc(chatRequests.createdAt));
  return {
    requests: rows.map(({ id, createdAt, emotionalType, sender }) => {
      const { userId: senderId, name, avatarUrl } = asSeenBy(sender);
      return {
        id,
        createdAt: createdAt.toISOString(),
        sender: { userId: senderId, name, avatarUrl, emotionalType },
      };
    }),
  };
}

/**
 * The receiver accepts (a chat session opens between the two) or declines (the sender may ask
 * again). Only the receiver of a pending request can answer it.
 */
export async function answerChatRequest(
  db: Db,
  receiverId: string,
  requestId: string,
  answer: 'accepted' | 'declined',
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(chatRequests)
      .set({ status: answer, updatedAt: new Date() })
      .where(
        and(
          eq(chatRequests.id, requestId),
          eq(chatRequests.receiverId, receiverId),
          eq(chatRequests.status, 'pending'),
        ),
      )
      .returning();
    if (!request)
      throw chatRequestErrors.fail(
        'NOT_FOUND',
        'This chat request is no longer waiting for an answer.',
      );
    if (answer === 'declined')
      return { status: answer, sessionId: null, senderId: request.senderId };
    // One session per pair, whoever asked first: the pair is stored in a fixed order.
    const [user1Id, user2Id] = [request.senderId, request.receiverId].sort() as [string, string];
    const [created] = await tx
      .insert(chatSessions)
      .values({ user1Id, user2Id })
      .onConflictDoNothing()
      .returning({ id: chatSessions.id });
    const sessionId =
      created?.id ??
      (
        await tx
          .select({ id: chatSessions.id })
          .from(chatSessions)
          .where(and(eq(chatSessions.user1Id, user1Id), eq(chatSessions.user2Id, user2Id)))
      )[0]!.id;
    return { status: answer, sessionId, senderId: request.senderId };
  });
}
