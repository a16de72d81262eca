/**
 * Hostile inputs made from the OpenAPI document (docs/security-rules.md, rule 24): for each route,
 * a plausible request from its schemas, then one field at a time swapped for a value that a
 * careless handler or a narrower database column would choke on. Values the schema accepts are
 * the point: an id of 2^31 passes `z.number().int()` and only the `integer` column refuses it.
 */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const UUID = '00000000-0000-4000-8000-000000000000';
/** Strings that satisfy the patterns our contracts use (a birth year, a card expiry, a CVC). */
const PATTERNED = ['1990', '12/30', '123', '4242424242424242', 'x'];

/** A value that fits `schema` as far as a generic walker can tell. */
export function sample(schema: JsonSchema): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sample(branch);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        sample(schema.items ?? {}),
      );
    case 'integer':
    case 'number':
      return (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0) || 1;
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'walk@example.com';
  if (schema.format === 'uuid') return UUID;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return PATTERNED.find((s) => re.test(s)) ?? 'x';
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

const deep = (depth: number): unknown => (depth === 0 ? {} : { a: deep(depth - 1) });

/** Values of every kind that the schema's type invites. */
export function hostileValuesFor(schema: JsonSchema): unknown[] {
  const kind = schema.enum ? 'enum' : (schema.type ?? 'string');
  const anyKind = [null, deep(2_000), ['x']];
  const byKind: Record<string, unknown[]> = {
    integer: [2 ** 31, 2 ** 53 + 2, -(2 ** 31) - 1, 1.5, -1, 0, '1', 1e308],
    number: [2 ** 31, 1e308, -1e308, -1, 0, '1'],
    string: HOSTILE_STRINGS,
    enum: ['not-one-of-them', 'constructor', ''],
    boolean: ['true', 1],
    array: [[], Array.from({ length: 50_000 }, () => 1), [null], 'x'],
    object: [[], 'x', {}],
  };
  return [...(byKind[kind] ?? []), ...anyKind];
}

/** Strings that look like ids, numbers and provider ids without being any of them. */
export const HOSTILE_STRINGS = [
  '',
  'x'.repeat(100_000),
  '\u0000',
  '2147483648',
  '-1',
  '1.5',
  '9'.repeat(40),
  'pm_sb_not-a-uuid',
  'pm_sb_00000000-0000-0000-0000-00000000000g',
  'pi_sb_zzzz',
  'pm_sb_',
  `${UUID}x`,
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  '%00',
  '\ud800',
];

export interface Mutation {
  /** Where the hostile value sits, as `answers[0].questionId`. */
  at: string;
  value: unknown;
}

/** Every single-field swap of `base` along `schema`: each field, each array, each first item. */
export function mutations(schema: JsonSchema, base: unknown): Array<Mutation & { body: unknown }> {
  const out: Array<Mutation & { body: unknown }> = [];
  const visit = (s: JsonSchema, path: Array<string | number>) => {
    for (const branch of s.anyOf ?? s.oneOf ?? []) visit(branch, path);
    if (path.length)
      for (const value of hostileValuesFor(s))
        out.push({ at: label(path), value, body: replaced(base, path, value) });
    if (s.type === 'object')
      for (const [key, child] of Object.entries(s.properties ?? {})) visit(child, [...path, key]);
    if (s.type === 'array' && s.items) visit(s.items, [...path, 0]);
  };
  visit(schema, []);
  return out;
}

const label = (path: Array<string | number>) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');

/** A deep copy of `base` with the value at `path` replaced (made where missing). */
function replaced(base: unknown, path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = replaced(list[head], rest, value);
    return list;
  }
  const obj = base && typeof base === 'object' ? { ...base } : {};
  return { ...obj, [head]: replaced((obj as Record<string, unknown>)[head], rest, value) };
}
