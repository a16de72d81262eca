/** True for an IANA time zone name this runtime knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
