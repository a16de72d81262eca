/** After this many failed attempts a mail is marked 'failed' (about seven hours of trying). */
export const MAX_ATTEMPTS = 12;

// Short at first (a blip, a restarting relay), then hourly for a longer outage.
const DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** How long to wait before the next try, after `attempts` failed tries (1 = first failure). */
export function retryDelayMs(attempts: number): number {
  return DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1]!;
}

/**
 * What we store as last_error: the SMTP code and reply or the network error, without the
 * SMTP URL's password (some errors echo connection details), kept short.
 */
export function describeSendError(err: unknown, smtpUrl: string): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, typeof e.message === 'string' ? e.message : String(err)];
  let text = parts.filter((p) => p !== undefined && p !== null && p !== '').join(' ');
  for (const secret of urlSecrets(smtpUrl)) text = text.split(secret).join('***');
  return text.slice(0, 500);
}

function urlSecrets(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const password = decodeURIComponent(url.password);
    return [url.password, password].filter((s) => s.length > 0);
  } catch {
    return [];
  }
}
