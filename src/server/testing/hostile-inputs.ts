/** Hostile inputs for the row-24 sweep over every route (docs/security-rules.md, rule 24). */
const MB = 1024 * 1024;
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw request bodies, sent as application/json unless another type is named. */
export const HOSTILE_BODIES: Array<[label: string, body: string, contentType?: string]> = [
  [
    'wrong types',
    JSON.stringify({
      email: 42,
      password: ['x'],
      name: { first: 'a' },
      role: 7,
      reason: false,
      token: {},
      newPassword: null,
    }),
  ],
  [
    'nulls',
    JSON.stringify({
      email: null,
      password: null,
      role: null,
      reason: null,
      token: null,
      newPassword: null,
    }),
  ],
  [
    'a huge string under the body limit',
    JSON.stringify({ email: `${'a'.repeat(MB - 200)}@x.io`, password: 'x', name: 'x' }),
  ],
  [
    'a huge name and password',
    JSON.stringify({
      email: 'big@example.com',
      password: 'p'.repeat(400_000),
      name: 'n'.repeat(400_000),
      newPassword: 'p'.repeat(100_000),
    }),
  ],
  [
    'a body over 1 MB',
    JSON.stringify({
      email: 'a@x.io',
      password: 'p'.repeat(MB + 10),
      name: 'x',
      role: 'admin',
      reason: 'r'.repeat(MB),
    }),
  ],
  [
    'many fields',
    JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))),
  ],
  [
    '__proto__ keys',
    '{"__proto__":{"role":"admin","isAdmin":true,"polluted":true},"email":"ada@example.com","role":"user"}',
  ],
  [
    'constructor keys',
    '{"constructor":{"prototype":{"polluted":true}},"role":"tester","email":"x@example.com","password":"correct horse battery"}',
  ],
  [
    'nested prototype keys',
    '{"user":{"__proto__":{"polluted":true}},"query":{"constructor":{"prototype":{"polluted":true}}}}',
  ],
  ['an array instead of an object', '[{"role":"admin"},{"email":"a@b.c"}]'],
  ['an empty array', '[]'],
  ['a bare string', '"admin"'],
  ['a bare number', '12345'],
  ['null', 'null'],
  ['invalid JSON text', '{"email": "a@b.c", "password": '],
  ['not JSON at all', 'role=admin&email=a@b.c'],
  ['an empty body', ''],
  ['deep nesting', nested(20_000)],
  ['text/plain', 'hello', 'text/plain'],
  ['form encoding', 'role=admin', 'application/x-www-form-urlencoded'],
  ['a lying charset', '{"role":"admin"}', 'application/json; charset=utf-7'],
];

/** Odd values for path parameters. */
export const PARAM_VALUES = [
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '__proto__',
];
