import type { DateRequest } from '../../shared/contracts/dates.js';
import { post } from './accounts.js';
import type { connectedPair } from './chat-pairs.js';
import type { TestApp } from './create-test-app.js';

type Pair = Awaited<ReturnType<typeof connectedPair>>;

/** An instant `days` from today at `hour`:00 UTC (in the past for a negative `days`). */
export function inDays(days: number, hour = 18) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** accept, decline or cancel, as the member with `cookie`. */
export const dateAction = (t: TestApp, cookie: string, id: string, action: string, body = {}) =>
  post(t, `/api/date-requests/${id}/${action}`, body, { cookie });

/** A date the pair agreed: proposed by the first member, `option` accepted by the second. */
export async function agreedDate(
  t: TestApp,
  pair: Pair,
  { option = inDays(2), dateType = 'video', timeZone = 'UTC' } = {},
): Promise<DateRequest> {
  const proposed = await post(
    t,
    `/api/chats/${pair.sessionId}/date-requests`,
    { dateType, options: [option], timeZone },
    { cookie: pair.a.cookie },
  );
  if (proposed.statusCode !== 200) throw new Error(`propose: ${proposed.body}`);
  const id: string = proposed.json().dateRequest.id;
  const accepted = await dateAction(t, pair.b.cookie, id, 'accept', { option });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return accepted.json().dateRequest;
}
