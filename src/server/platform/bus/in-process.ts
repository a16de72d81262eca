import type { Bus, ReportError } from './port.js';
import { checkedEnvelope, createHandlerSet } from './handlers.js';

/** One process serves every socket: handing the event to the local subscribers is the fan-out. */
export function createInProcessBus({ onError }: { onError: ReportError }): Bus {
  const handlers = createHandlerSet(onError);
  return {
    async publish(to, event) {
      const envelope = checkedEnvelope(to, event);
      if (!envelope)
        return onError(
          new Error(`invalid realtime event ${event.type}`),
          'dropped a realtime event',
        );
      // Delivered on a later tick, as from Redis: a publisher never runs socket code inline.
      queueMicrotask(() => handlers.deliver(envelope));
    },
    subscribe: (handler) => handlers.add(handler),
    onRecovered: () => () => undefined,
    async close() {
      handlers.clear();
    },
  };
}
