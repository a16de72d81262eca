import { z } from 'zod';
import { realtimeEvent, type RealtimeEvent } from '#shared/contracts/realtime.js';
import type { BusHandler, ReportError } from './port.js';

/** Most members one event may be addressed to (a conversation's two, a sender's own tabs). */
const MAX_ADDRESSEES = 16;

/**
 * What travels on the bus: the addressees and the event, checked on both ends. One event for
 * several members (both sides of a chat message) travels, and is checked, once.
 */
const addressee = z.string().min(1).max(128);
export const busEnvelope = z.union([
  z.object({ userIds: z.array(addressee).min(1).max(MAX_ADDRESSEES), event: realtimeEvent }),
  // The one-addressee shape instances wrote before: still heard while a deploy rolls through.
  z
    .object({ userId: addressee, event: realtimeEvent })
    .transform(({ userId, event }) => ({ userIds: [userId], event })),
]);
export type BusEnvelope = z.output<typeof busEnvelope>;

/**
 * Validates an event before it leaves (zod also drops keys the contract does not name, so a
 * feature can't leak a field into browsers by accident). Null when it does not fit the contract.
 */
export function checkedEnvelope(to: string | readonly string[], event: RealtimeEvent) {
  const userIds = typeof to === 'string' ? [to] : [...new Set(to)];
  const parsed = busEnvelope.safeParse({ userIds, event });
  return parsed.success ? parsed.data : null;
}

/** The subscribers of one bus; one failing handler never keeps the event from the others. */
export function createHandlerSet(onError: ReportError) {
  const handlers = new Set<BusHandler>();
  return {
    add(handler: BusHandler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    deliver({ userIds, event }: BusEnvelope) {
      for (const userId of userIds)
        for (const handler of handlers) {
          try {
            handler(userId, event);
          } catch (err) {
            onError(err, 'a realtime handler failed');
          }
        }
    },
    clear: () => handlers.clear(),
  };
}
