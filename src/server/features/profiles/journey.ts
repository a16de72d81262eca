import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { JourneyFacts } from '#shared/contracts/profiles.js';
import type { DateRequestStatus } from '#shared/domain/date-requests.js';
import type { Db } from '#server/db/connect.js';
import {
  blueprintProfile,
  chatRequests,
  dateRequests,
  emotionalProfile,
  questionnaire,
} from '#server/db/schema.js';

/** A date still on the calendar or being agreed: not declined, superseded or cancelled. */
const PLANNED_DATE_STATUSES: DateRequestStatus[] = ['pending', 'accepted'];

/**
 * Where the member stands on the way from the first quiz to the first date, read from their own
 * rows in one round trip (the dashboard home asks on every visit). Each flag is an EXISTS, so a
 * member with a long history costs no more than a new one.
 */
export async function getJourneyFacts(db: Db, userId: string): Promise<JourneyFacts> {
  const has = (table: PgTable, where: SQL | undefined) =>
    sql<boolean>`${exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(where),
    )}`.mapWith(Boolean);
  const [facts] = await db
    .select({
      tookEqQuiz: has(emotionalProfile, eq(emotionalProfile.userId, userId)),
      tookBlueprintQuiz: has(blueprintProfile, eq(blueprintProfile.userId, userId)),
      answeredQuestionnaire: has(questionnaire, eq(questionnaire.userId, userId)),
      awaitingChatReply: has(
        chatRequests,
        and(eq(chatRequests.senderId, userId), eq(chatRequests.status, 'pending')),
      ),
      hasPlannedDate: has(
        dateRequests,
        and(
          or(eq(dateRequests.proposerId, userId), eq(dateRequests.receiverId, userId)),
          inArray(dateRequests.status, PLANNED_DATE_STATUSES),
        ),
      ),
    })
    .from(sql`(SELECT 1) AS member`);
  return facts!;
}
