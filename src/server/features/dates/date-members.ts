import { eq, inArray } from 'drizzle-orm';
import { firstNameOf } from '#shared/domain/accounts.js';
import { isTimeZone } from '#shared/domain/time-zones.js';
import type { Db } from '#server/db/connect.js';
import { profiles, user } from '#server/db/schema.js';
import type { DateRequestRow } from './date-request-rows.js';

/** One of a date's two members, as its mails and invites need them. */
export interface DateMember {
  id: string;
  email: string;
  /** Only the first name: until both reveal, that is all the other member may learn. */
  firstName: string;
  /** Where their times are written: their own zone, else the proposer's, else UTC. */
  timeZone: string;
}

/** Both members of a date request, each with the other: [me, other] pairs, proposer first. */
export async function membersOf(db: Db, row: DateRequestRow): Promise<[DateMember, DateMember][]> {
  const found = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      timeZone: profiles.timeZone,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [row.proposerId, row.receiverId]));
  const member = (id: string): DateMember => {
    const m = found.find((f) => f.id === id);
    if (!m) throw new Error(`date request ${row.id}: member ${id} not found`);
    return {
      id,
      email: m.email,
      firstName: firstNameOf(m.fullName ?? m.name) || 'your match',
      timeZone: [m.timeZone, row.timeZone].find((z) => z && isTimeZone(z)) ?? 'UTC',
    };
  };
  const [proposer, receiver] = [member(row.proposerId), member(row.receiverId)];
  return [
    [proposer, receiver],
    [receiver, proposer],
  ];
}
