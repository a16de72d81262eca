/** The kinds of caller the routes-access walk signs in as, and the answers rows expect of them. */
export type Caller = 'anonymous' | 'user' | 'tester' | 'admin' | 'concierge';
export const CALLERS: Caller[] = ['anonymous', 'user', 'tester', 'admin', 'concierge'];

export const PUBLIC = { anonymous: 200, user: 200, tester: 200, admin: 200 };
export const MEMBERS = { anonymous: 401, user: 200, tester: 200, admin: 200 };
export const ADMINS = { anonymous: 401, user: 403, tester: 403, admin: 200 };
export const NOT_A_MATCH = { anonymous: 401, user: 404, tester: 404, admin: 404 };
export const PREMIUM_ONLY = { anonymous: 401, user: 402, tester: 402, admin: 402 };
/** A concierge's own routes (decision 0036); a member not assigned to them is a 404 instead. */
export const CONCIERGES = { anonymous: 401, user: 403, tester: 403, admin: 403, concierge: 200 };
export const NOT_THEIR_MEMBER = { ...CONCIERGES, concierge: 404 };

export const ALL = (status: number) => ({
  anonymous: status,
  user: status,
  tester: status,
  admin: status,
});

/**
 * A concierge is a signed-in account without a member's plan: on every route not their own they
 * get what a tester gets, so a row names `concierge` only where that differs.
 */
type Statuses = Record<Exclude<Caller, 'concierge'>, number> & { concierge?: number };

/** What `caller` should get from a row. */
export const statusFor = (row: Row, caller: Caller) =>
  caller === 'concierge' ? (row.status.concierge ?? row.status.tester) : row.status[caller];

export interface Row {
  status: Statuses;
  body?: object;
  /** Called without the caller's cookie (signing out would end the walk's session). */
  withoutSession?: boolean;
}
