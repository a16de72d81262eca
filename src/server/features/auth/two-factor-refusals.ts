import { authErrors } from './errors.js';
import { errorCodeOf } from './relay.js';

/** better-auth's words for a refused code, in ours: what happened and what to do next. */
type Refusal = {
  code:
    | 'INVALID_CODE'
    | 'INVALID_BACKUP_CODE'
    | 'SIGN_IN_EXPIRED'
    | 'TOO_MANY_CODES'
    | 'TOTP_NOT_ENABLED';
  message: string;
};
const CODE_REFUSALS: Record<string, Refusal> = {
  INVALID_CODE: {
    code: 'INVALID_CODE',
    message: 'That code is not right. Check the time on your phone and try the newest code.',
  },
  INVALID_BACKUP_CODE: {
    code: 'INVALID_BACKUP_CODE',
    message: 'That backup code is not right, or it was already used.',
  },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'SIGN_IN_EXPIRED',
    message: 'This sign-in has expired. Please sign in again with your password.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'SIGN_IN_EXPIRED',
    message: 'Too many wrong codes for this sign-in. Please sign in again with your password.',
  },
  BACKUP_CODES_NOT_ENABLED: {
    code: 'TOTP_NOT_ENABLED',
    message: 'Two-factor sign-in is not on for this account.',
  },
  TOTP_NOT_ENABLED: {
    code: 'TOTP_NOT_ENABLED',
    message: 'Two-factor sign-in is not on for this account.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: 'TOO_MANY_CODES',
    message: 'Too many wrong codes. Please wait 15 minutes and try again.',
  },
};

/** Refuses with our words when better-auth refused the code; otherwise lets the answer through. */
export async function refuseCode(response: Response) {
  if (response.ok) return;
  const refusal = CODE_REFUSALS[String(await errorCodeOf(response))];
  if (refusal) throw authErrors.fail(refusal.code, refusal.message);
}
