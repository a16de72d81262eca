import { and, eq, or } from 'drizzle-orm';
import type { IntroductionInput } from '#shared/contracts/concierge-workspace.js';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { conciergeIntroductions } from '#server/db/schema.js';
import { listMatches } from '../matching/index.js';
import { handOverMembersOf } from './assignment.js';
import { conciergeErrors } from './errors.js';
import type { ConciergeMailDeps } from './mails.js';
import { assignedMember } from './workspace.js';

/**
 * The concierge hand-picks one of the member's current matches for them, with a note: the
 * member's Matches page marks the card, and asking them to chat costs no credit
 * (features/chat-requests reads this table). Only from what the member shares.
 */
export async function introduce(
  db: Db,
  conciergeId: string,
  memberId: string,
  { introducedId, note }: IntroductionInput,
) {
  const member = await assignedMember(db, conciergeId, memberId);
  if (!member.sharing)
    throw conciergeErrors.fail(
      'NOT_SHARED',
      'This member has not shared their matches with you, so you cannot introduce anyone yet.',
    );
  const { matches } = await listMatches(db, memberId);
  if (!matches.some((m) => m.userId === introducedId))
    throw conciergeErrors.fail('NOT_FOUND', 'This person is not among the member’s matches.');
  const stored = await db
    .insert(conciergeIntroductions)
    .values({ memberId, introducedId, conciergeId, note: note.trim() })
    .onConflictDoNothing()
    .returning({ memberId: conciergeIntroductions.memberId });
  if (!stored.length)
    throw conciergeErrors.fail('ALREADY_INTRODUCED', 'You already introduced this person.');
}

/**
 * Concierge's part of the member lifecycle: the rows go with either account (cascading keys), but
 * a departing concierge's members are handed on first; after a block or an unmatch an
 * introduction between the two no longer stands.
 */
export const conciergeLifecycle = (deps: ConciergeMailDeps): MemberLifecycle => ({
  owner: 'concierge',
  async erase(tx, member) {
    return { touched: await handOverMembersOf(tx, deps, member.id) };
  },
  async separate(tx, a, b) {
    const pair = (x: string, y: string) =>
      and(eq(conciergeIntroductions.memberId, x), eq(conciergeIntroductions.introducedId, y));
    await tx.delete(conciergeIntroductions).where(or(pair(a, b), pair(b, a)));
  },
});
