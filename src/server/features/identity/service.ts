import { eq } from 'drizzle-orm';
import { revealStatusOf } from '#shared/domain/identity-reveal.js';
import type { Db } from '#server/db/connect.js';
import { identityReveals } from '#server/db/schema.js';

/**
 * The other member of a conversation for one of its members, or that conversation's 404 or
 * CONVERSATION_CLOSED: features/chats' `otherMemberOf`, handed in by app.ts and the demo. Chats
 * lists conversations through identity's view rule (match-view.ts), so identity does not import
 * chats back: features depend one way only (docs/architecture.md, section 1).
 */
export type OtherMemberOf = (
  db: Db,
  sessionId: string,
  userId: string,
  options?: { lock?: boolean },
) => Promise<string>;

/**
 * What consenting uses of features/chats, handed in the same way: the conversation's members,
 * and the card chats posts for it (chats owns the messages table).
 */
export interface RevealChats {
  otherMemberOf: OtherMemberOf;
  postCard: (
    tx: Db,
    card: {
      sessionId: string;
      senderId: string;
      kind: 'identity_reveal';
      content: string;
      payload: Record<string, unknown>;
    },
  ) => Promise<string>;
}

/** Which of the two members of a conversation have consented to reveal. */
async function consents(db: Db, sessionId: string, userId: string, otherId: string) {
  const rows = await db
    .select({ userId: identityReveals.userId })
    .from(identityReveals)
    .where(eq(identityReveals.sessionId, sessionId));
  const ids = new Set(rows.map((r) => r.userId));
  return { mine: ids.has(userId), theirs: ids.has(otherId) };
}

/** Where the reveal of a conversation stands for one of its members; 404 for anyone else. */
export async function revealStatus(
  db: Db,
  otherMemberOf: OtherMemberOf,
  sessionId: string,
  userId: string,
) {
  const otherId = await otherMemberOf(db, sessionId, userId);
  const { mine, theirs } = await consents(db, sessionId, userId, otherId);
  return revealStatusOf(mine, theirs);
}

/**
 * Records this member's consent, once. The first consent of a conversation posts the 'Identity
 * Reveal Request' card, the second the 'Identity Revealed' card; a repeated consent posts
 * nothing (`cardId` null). The session row is locked, so two members consenting at the same
 * moment are taken one after the other: one request card, then one confirmation.
 */
export async function consentToReveal(
  db: Db,
  chats: RevealChats,
  sessionId: string,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const otherId = await chats.otherMemberOf(tx, sessionId, userId, { lock: true });
    const added = await tx
      .insert(identityReveals)
      .values({ sessionId, userId })
      .onConflictDoNothing()
      .returning({ userId: identityReveals.userId });
    const { theirs } = await consents(tx, sessionId, userId, otherId);
    if (!added.length) return { otherId, theirs, cardId: null };
    const cardId = await chats.postCard(tx, {
      sessionId,
      senderId: userId,
      kind: 'identity_reveal',
      content: theirs ? 'Identity Revealed' : 'Identity Reveal Request',
      payload: { reveal: theirs ? 'confirmation' : 'request' },
    });
    return { otherId, theirs, cardId };
  });
}
