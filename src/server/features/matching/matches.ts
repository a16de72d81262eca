import { and, desc, eq, sql } from 'drizzle-orm';
import type { MatchesResponse } from '#shared/contracts/matching.js';
import { DEFAULT_DISTANCE_MILES, FEW_CANDIDATES } from '#shared/domain/match-preferences.js';
import type { Db } from '#server/db/connect.js';
import {
  chatRequests,
  chatSessions,
  conciergeIntroductions,
  matchedUsers,
  profiles,
  questionnaire,
  user,
} from '#server/db/schema.js';
import { asSeenBy, matchProfileColumns } from '../identity/index.js';
import { openToNewContact } from '../profiles/index.js';
import { matchingErrors } from './errors.js';
import { reasonsInWords } from './reason-words.js';

/** How few people the member's preferences leave, and which to widen first; null if enough. */
function fewCandidatesOf(row: typeof questionnaire.$inferSelect): MatchesResponse['fewCandidates'] {
  if (row.candidateCount === null || row.candidateCount >= FEW_CANDIDATES) return null;
  // What the member narrowed first; then the default distance, the one limit everyone has.
  const widen =
    row.maxDistanceMiles !== null && row.maxDistanceMiles < DEFAULT_DISTANCE_MILES
      ? 'distance'
      : row.ageMin !== null
        ? 'age'
        : row.dealbreakers.length
          ? 'dealbreakers'
          : row.maxDistanceMiles !== null
            ? 'distance'
            : null;
  return { count: row.candidateCount, widen };
}

/** A match made in the last three days carries the 'New Match' tag until a request is sent. */
const NEW_FOR_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The member's matches with what a match may see: name, photo (first name and blurred photo until
 * both reveal, features/identity), age, their own city text, occupation, emotional type. Never an
 * email, a zip code or coordinates. A member without a plan (matches_count -1) sees none: the
 * page offers the plans instead.
 */
export async function listMatches(db: Db, userId: string): Promise<MatchesResponse> {
  const [me] = await db
    .select({ matchesCount: profiles.matchesCount })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!me) throw matchingErrors.fail('NOT_FOUND', 'Profile not found.');
  const [answered] = await db.select().from(questionnaire).where(eq(questionnaire.userId, userId));
  if (me.matchesCount === -1)
    return {
      matches: [],
      matchesCount: -1,
      hasQuestionnaire: Boolean(answered),
      fewCandidates: null,
    };
  const fewCandidates = answered ? fewCandidatesOf(answered) : null;

  const latestRequest = sql<string | null>`(
    SELECT r.status FROM ${chatRequests} r
    WHERE r.sender_id = ${userId} AND r.receiver_id = ${matchedUsers.matchedUserId}
    ORDER BY r.created_at DESC LIMIT 1)`;
  // The conversation with this match, whoever asked whom (the pair is stored in either order).
  const chatSessionId = sql<string | null>`(
    SELECT c.id FROM ${chatSessions} c
    WHERE (c.user1_id = ${userId} AND c.user2_id = ${matchedUsers.matchedUserId})
       OR (c.user2_id = ${userId} AND c.user1_id = ${matchedUsers.matchedUserId}))`;
  const rows = await db
    .select({
      ...matchProfileColumns(userId),
      emotionalType: profiles.emotionalType,
      score: matchedUsers.score,
      reasons: matchedUsers.reasons,
      matchedAt: matchedUsers.createdAt,
      requestStatus: latestRequest,
      chatSessionId,
      introductionNote: conciergeIntroductions.note,
    })
    .from(matchedUsers)
    .innerJoin(profiles, eq(profiles.id, matchedUsers.matchedUserId))
    // The member's concierge may have hand-picked this match (decision 0036).
    .leftJoin(
      conciergeIntroductions,
      and(
        eq(conciergeIntroductions.memberId, userId),
        eq(conciergeIntroductions.introducedId, matchedUsers.matchedUserId),
      ),
    )
    .innerJoin(user, eq(user.id, matchedUsers.matchedUserId))
    .where(
      and(
        eq(matchedUsers.userId, userId),
        eq(profiles.isActive, true),
        openToNewContact(),
        sql`coalesce(${user.banned}, false) = false`,
      ),
    )
    // Whom their concierge introduced comes first, then the best fits.
    .orderBy(
      sql`${conciergeIntroductions.note} IS NULL`,
      desc(matchedUsers.score),
      matchedUsers.matchedUserId,
    );

  const now = Date.now();
  return {
    matchesCount: me.matchesCount,
    hasQuestionnaire: Boolean(answered),
    fewCandidates,
    matches: rows.map((row) => {
      const requestStatus =
        row.requestStatus === 'rejected'
          ? 'declined'
          : ((row.requestStatus ?? 'none') as MatchesResponse['matches'][number]['requestStatus']);
      return {
        ...asSeenBy(row),
        emotionalType: row.emotionalType,
        score: row.score,
        chatSessionId: row.chatSessionId,
        reasons: reasonsInWords(row.reasons),
        matchedAt: row.matchedAt.toISOString(),
        // New until either of the two reaches out (a conversation: the match asked them).
        isNew:
          requestStatus === 'none' &&
          !row.chatSessionId &&
          now - row.matchedAt.getTime() < NEW_FOR_MS,
        requestStatus,
        introduction: row.introductionNote === null ? null : { note: row.introductionNote },
      };
    }),
  };
}
