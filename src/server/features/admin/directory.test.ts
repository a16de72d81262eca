import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDirectoryApi } from '#shared/contracts/admin.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import type { CallInput } from '#server/testing/call.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let admin: { cookie: string; id: string };
const PEOPLE = [
  ['ana.lima@example.com', 'Ana Lima'],
  ['bo.chen@example.com', 'Bo Chen'],
  ['carla.diaz@example.org', 'Carla Díaz'],
  ['dan_u@example.org', 'Dan 100% Sure'],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'root@example.com', 'Root Admin', 'admin');
  for (const [email, name] of PEOPLE) await signUpAndIn(t, email, name);
});
afterAll(() => t.close());

type Query = CallInput<typeof adminDirectoryApi.users>['query'];
const directory = async (query: Query, cookie = admin.cookie) =>
  t.call(adminDirectoryApi.users, { query }, { cookie });
const emailsOf = async (query: Query) => (await directory(query)).json().users.map((u) => u.email);

describe('the user directory', () => {
  it('lists every account but the admin’s own, newest first, with the total', async () => {
    const res = await directory({});
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json();
    expect(total).toBe(PEOPLE.length);
    expect(users.map((u) => u.email)).toEqual(PEOPLE.map(([e]) => e).reverse());
    expect(users.every((u) => u.role === 'user')).toBe(true);
    expect(JSON.stringify(users)).not.toContain('root@example.com');
  });

  it('searches any part of a name or an email, whatever the case', async () => {
    expect(await emailsOf({ q: 'LIMA' })).toEqual(['ana.lima@example.com']);
    expect(await emailsOf({ q: 'example.org' })).toEqual([
      'dan_u@example.org',
      'carla.diaz@example.org',
    ]);
    expect(await emailsOf({ q: 'chen' })).toEqual(['bo.chen@example.com']);
    expect(await emailsOf({ q: 'root' })).toEqual([]);
  });

  it('takes the search text literally: % and _ are not wildcards', async () => {
    expect(await emailsOf({ q: '100%' })).toEqual(['dan_u@example.org']);
    expect(await emailsOf({ q: 'a_l' })).toEqual([]);
  });

  it('pages with the offered page sizes', async () => {
    const first = (await directory({ pageSize: 10, page: 1 })).json();
    expect(first.users).toHaveLength(PEOPLE.length);
    const beyond = (await directory({ pageSize: 10, page: 2 })).json();
    expect(beyond).toEqual({ users: [], total: PEOPLE.length });
  });

  it.each([
    ['pageSize=7', { pageSize: 7 }],
    ['page=0', { page: 0 }],
    ['page=abc', { page: 'abc' }],
    [`q=${'x'.repeat(101)}`, { q: 'x'.repeat(101) }],
  ])('refuses %s with a clear 400', async (_query, query) => {
    const res = await directory(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it('is for admins only', async () => {
    const member = await signUpAndIn(t, 'eve@example.com', 'Eve');
    expect((await directory({}, member.cookie)).statusCode).toBe(403);
  });
});
