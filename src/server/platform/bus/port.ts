import type { RealtimeEvent } from '#shared/contracts/realtime.js';

export type BusHandler = (userId: string, event: RealtimeEvent) => void;

/**
 * Carries realtime events for a user to whichever instance holds that user's sockets. Events
 * are nudges (the database is the source of truth), so delivery is at most once and best
 * effort: `publish` never rejects. An invalid event or a transport failure goes to `onError`
 * and is dropped; the browser catches up by refetching after its next (re)connect.
 */
export interface Bus {
  /**
   * Hands the event to a member, or to several at once (sent and checked once); resolves once it
   * is handed on (to local handlers, or to Redis). Never rejects.
   */
  publish(to: string | readonly string[], event: RealtimeEvent): Promise<void>;
  /** Every event published on any instance reaches the handler; returns the unsubscribe. */
  subscribe(handler: BusHandler): () => void;
  /**
   * Calls `handler` when the bus was cut off from the other instances and is back (events may
   * have been missed in between); returns the unsubscribe. A bus in one process never is.
   */
  onRecovered(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Where a bus reports what it had to drop. */
export type ReportError = (err: unknown, what: string) => void;
