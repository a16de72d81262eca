import { randomBytes } from 'node:crypto';
import type { DateType } from '#shared/domain/date-requests.js';

/**
 * A meeting room for an agreed date on a Jitsi Meet server: no account needed, and a name of
 * 128 random bits, so nobody finds the room by guessing. A phone date opens it audio-only.
 */
export function meetingRoomUrl(jitsiBaseUrl: string, dateType: DateType): string {
  const room = `${jitsiBaseUrl}/RightOne-${randomBytes(16).toString('base64url')}`;
  return dateType === 'phone' ? `${room}#config.startAudioOnly=true` : room;
}
