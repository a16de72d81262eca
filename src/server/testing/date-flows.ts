import { datesApi, type DateRequest } from '#shared/contracts/dates.js';
import type { BodyOf } from './call.js';
import type { connectedPair } from './chat-pairs.js';
import type { TestApp } from './create-test-app.js';

type Pair = Awaited<ReturnType<typeof connectedPair>>;
type DateType = BodyOf<typeof datesApi.propose>['dateType'];

/** An instant `days` from today at `hour`:00 UTC (in the past for a negative `days`). */
export function inDays(days: number, hour = 18) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** A date the pair agreed: proposed by the first member, `option` accepted by the second. */
export async function agreedDate(
  t: TestApp,
  pair: Pair,
  {
    option = inDays(2),
    dateType = 'video',
    timeZone = 'UTC',
  }: { option?: string; dateType?: DateType; timeZone?: string } = {},
): Promise<DateRequest> {
  const proposed = await t.call(
    datesApi.propose,
    { params: { sessionId: pair.sessionId }, body: { dateType, options: [option], timeZone } },
    { cookie: pair.a.cookie },
  );
  if (proposed.statusCode !== 200) throw new Error(`propose: ${proposed.body}`);
  const id = proposed.json().dateRequest.id;
  const accepted = await t.call(
    datesApi.accept,
    { params: { id }, body: { option } },
    { cookie: pair.b.cookie },
  );
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return accepted.json().dateRequest;
}
