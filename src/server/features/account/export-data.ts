import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/connect.js';
import {
  auditLog,
  blueprintProfile,
  chatHistory,
  chatMessages,
  chatRequests,
  conciergeIntroductions,
  conciergeMessages,
  conciergeSharing,
  dateRequests,
  emotionalProfile,
  identityReveals,
  mailOutbox,
  matchedUsers,
  departedBlocks,
  memberBlocks,
  notificationSettings,
  pushOutbox,
  pushSubscriptions,
  orders,
  photoVerifications,
  profilePhotos,
  profiles,
  questionnaire,
  abuseReports,
  user,
} from '#server/db/schema.js';

type Row = Record<string, unknown>;

/** Columns that are ours, not the member's: internal keys, moderation notes, search helpers. */
const INTERNAL = new Set([
  'searchText',
  'notes',
  'hiddenForReviewAt',
  'stripeCustomerId',
  'matchedUsers',
  'banReason',
  'accessKeyHash',
  'lockedUntil',
  'lastError',
  // A report's evidence is the other member's words; the moderator's reasons are ours.
  'messages',
  'decisionReason',
  // Where a waiting selfie is stored: the file itself is in the export's selfie/ folder.
  'selfieKey',
]);

/** Moderation decisions the member was told of (a dismissed report they never heard of stays out). */
const TEAM_DECISIONS = [
  'moderation.warn',
  'moderation.suspend',
  'moderation.ban',
  'verification.approve',
  'verification.decline',
];

const withoutInternal = (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !INTERNAL.has(k))));

/**
 * Everything stored about one member, section by section, as the JSON file of their data export:
 * their account and profile, quiz results and reports, questionnaire, matches, chat requests,
 * the messages they sent, coach conversations, dates, identity reveals, blocks, the reports they
 * filed, payments, photo verifications, notification choices (their consents), mails sent to them, and the audit
 * entries about them. Other members appear only by their internal id, never by their data.
 */
export async function memberData(db: Db, userId: string) {
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  const email = account?.email ?? '';
  const rows = (table: PgTable, where: SQL) =>
    (db.select().from(table).where(where) as Promise<Row[]>).then(withoutInternal);
  const sections = {
    profile: rows(profiles, eq(profiles.id, userId)),
    // Position 0 is the main photo; the files are in the export's photos/ folder.
    profilePhotos: rows(profilePhotos, eq(profilePhotos.userId, userId)),
    emotionalIntelligenceResults: rows(emotionalProfile, eq(emotionalProfile.userId, userId)),
    blueprintResults: rows(blueprintProfile, eq(blueprintProfile.userId, userId)),
    questionnaire: rows(questionnaire, eq(questionnaire.userId, userId)),
    matches: rows(matchedUsers, eq(matchedUsers.userId, userId)),
    chatRequests: rows(
      chatRequests,
      or(eq(chatRequests.senderId, userId), eq(chatRequests.receiverId, userId))!,
    ),
    messagesSent: rows(chatMessages, eq(chatMessages.senderId, userId)),
    coachConversation: rows(chatHistory, eq(chatHistory.userId, userId)),
    dates: rows(
      dateRequests,
      or(eq(dateRequests.proposerId, userId), eq(dateRequests.receiverId, userId))!,
    ),
    identityReveals: rows(identityReveals, eq(identityReveals.userId, userId)),
    // Their conversation with their concierge, the people introduced to them, their consent.
    conciergeConversation: rows(conciergeMessages, eq(conciergeMessages.memberId, userId)),
    conciergeIntroductions: rows(
      conciergeIntroductions,
      eq(conciergeIntroductions.memberId, userId),
    ),
    conciergeSharing: rows(conciergeSharing, eq(conciergeSharing.memberId, userId)),
    blockedMembers: rows(memberBlocks, eq(memberBlocks.blockerId, userId)),
    // Blocks they placed on members who have since left (kept against a return; no address).
    blocksOnDepartedMembers: rows(departedBlocks, eq(departedBlocks.blockerId, userId)),
    reportsFiled: rows(abuseReports, eq(abuseReports.reporterId, userId)),
    payments: rows(orders, eq(orders.userId, userId)),
    photoVerifications: rows(photoVerifications, eq(photoVerifications.userId, userId)),
    notificationChoices: rows(notificationSettings, eq(notificationSettings.userId, userId)),
    // The devices that get notifications (their push address and keys) and pushes still due.
    notificationDevices: rows(pushSubscriptions, eq(pushSubscriptions.userId, userId)),
    pushesDue: db
      .select({
        kind: pushOutbox.kind,
        payload: pushOutbox.payload,
        createdAt: pushOutbox.createdAt,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, userId)),
    // Which mails and when; not their bodies, which may still hold live links (a reset).
    mailsSentToYou: db
      .select({
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email)),
    // What they did, and what the team did to their account; never another member's action
    // (a block must not tell the blocked member, nor by whom).
    auditEntries: rows(
      auditLog,
      or(
        eq(auditLog.actorId, userId),
        and(
          eq(auditLog.targetId, userId),
          or(like(auditLog.action, 'admin.%'), inArray(auditLog.action, TEAM_DECISIONS)),
        ),
      )!,
    ),
  };
  const filled = await Promise.all(
    Object.entries(sections).map(async ([name, rowsOf]) => [name, await rowsOf] as const),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: account ? withoutInternal([account])[0] : null,
    ...Object.fromEntries(filled),
  };
}
