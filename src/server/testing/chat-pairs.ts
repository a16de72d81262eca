import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { chatsApi } from '#shared/contracts/chats.js';
import { realtimeApi } from '#shared/contracts/realtime.js';
import { profiles } from '../db/schema.js';
import type { TestApp } from './create-test-app.js';
import { matchableMember } from './matching-members.js';
import { connectRealtime, type RealtimeClient } from './realtime-client.js';

let zip = 20001;

/** Gives a member a plan (chat needs Premium or VIP). */
export const setPlan = (t: TestApp, userId: string, plan: 'Free' | 'Premium' | 'VIP') =>
  t.database.db.update(profiles).set({ plan }).where(eq(profiles.id, userId));

/**
 * Two members matched in one fresh zip code, the first having sent the second a chat request
 * (still waiting for an answer). Answers the pair and the request's id.
 */
export async function requestedPair(t: TestApp, names: [string, string] = ['Ada', 'Bo']) {
  const here = String(zip++);
  const a = await matchableMember(t, names[0], {
    questionnaire: { gender: 'Woman', lookingFor: 'Man', zipCode: here },
  });
  const b = await matchableMember(t, names[1], {
    questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode: here },
  });
  await t.app.matcher.refreshMember(a.id);
  const asked = await t.call(
    chatRequestsApi.send,
    { body: { receiverId: b.id } },
    { cookie: a.cookie },
  );
  if (asked.statusCode !== 200) throw new Error(`chat request: ${asked.body}`);
  return { a, b, requestId: asked.json().requestId };
}

/** The second of a `requestedPair` accepts; both get a plan with chat. Answers the conversation's id. */
export async function acceptRequest(t: TestApp, { a, b, requestId }: RequestedPair) {
  const accepted = await t.call(
    chatRequestsApi.accept,
    { params: { id: requestId } },
    { cookie: b.cookie },
  );
  const { sessionId } = accepted.json();
  if (accepted.statusCode !== 200 || !sessionId) throw new Error(`accept: ${accepted.body}`);
  await setPlan(t, a.id, 'Premium');
  await setPlan(t, b.id, 'VIP');
  return sessionId;
}
type RequestedPair = Awaited<ReturnType<typeof requestedPair>>;

/**
 * Two Premium members connected the product's way: matched in one fresh zip code, a chat request
 * sent by the first and accepted by the second. Answers the pair and their conversation's id.
 */
export async function connectedPair(t: TestApp, names: [string, string] = ['Ada', 'Bo']) {
  const pair = await requestedPair(t, names);
  return { a: pair.a, b: pair.b, sessionId: await acceptRequest(t, pair) };
}

/** A chat message from the member with `cookie`; `id` is the sender's, as the composer makes it. */
export const sendMessage = (
  t: TestApp,
  cookie: string,
  sessionId: string,
  content: string,
  id: string = randomUUID(),
) => t.call(chatsApi.send, { params: { sessionId }, body: { id, content } }, { cookie });

/** A member's realtime socket on a test app that listens, past its `hello`. */
export async function memberSocket(t: TestApp, cookie: string): Promise<RealtimeClient> {
  const port = (t.app.server.address() as AddressInfo).port;
  const client = await connectRealtime(`ws://127.0.0.1:${port}${realtimeApi.connect.path}`, {
    cookie,
    origin: t.config.appUrl,
  });
  const hello = await client.nextEvent();
  if (hello.type !== 'hello') throw new Error(`expected hello, got ${hello.type}`);
  return client;
}
