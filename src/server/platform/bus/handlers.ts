import { z } from 'zod';
import { realtimeEvent, type RealtimeEvent } from '../../../shared/contracts/realtime.js';
import type { BusHandler, ReportError } from './port.js';

/** What travels on the bus: the addressee and the event, checked on both ends. */
export const busEnvelope = z.object({ userId: z.string().min(1).max(128), event: realtimeEvent });

/**
 * Validates an event before it leaves (zod also drops keys the contract does not name, so a
 * feature can't leak a field into browsers by accident). Null when it does not fit the contract.
 */
export function checkedEnvelope(userId: string, event: RealtimeEvent) {
  const parsed = busEnvelope.safeParse({ userId, event });
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
    deliver(userId: string, event: RealtimeEvent) {
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
