/** The kinds of caller the routes-access walk signs in as, and the answers rows expect of them. */
export type Caller = 'anonymous' | 'user' | 'tester' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'user', 'tester', 'admin'];

export const PUBLIC = { anonymous: 200, user: 200, tester: 200, admin: 200 };
export const MEMBERS = { anonymous: 401, user: 200, tester: 200, admin: 200 };
export const ADMINS = { anonymous: 401, user: 403, tester: 403, admin: 200 };
export const NOT_A_MATCH = { anonymous: 401, user: 404, tester: 404, admin: 404 };
export const PREMIUM_ONLY = { anonymous: 401, user: 402, tester: 402, admin: 402 };

export const ALL = (status: number) => ({
  anonymous: status,
  user: status,
  tester: status,
  admin: status,
});

export interface Row {
  status: Record<Caller, number>;
  body?: object;
  /** Called without the caller's cookie (signing out would end the walk's session). */
  withoutSession?: boolean;
}
