/// <reference types="vite/client" />
import { readFile, writeFile } from 'node:fs/promises';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  OTHER_WRITERS,
  TABLE_OWNERS,
  UNKEYED_MEMBER_TABLES,
  type TableOwner,
} from './db/ownership.js';
import type { MemberLifecycle } from './db/member-lifecycle.js';
import * as schema from './db/schema.js';
import { memberLifecycle } from './member-lifecycle-owners.js';
import { tableWrites } from './testing/table-writes.js';
import type { MailPort } from './platform/mail/index.js';

/** Every source file of the server but tests and test helpers, by its path under src/server. */
const sources = Object.entries(
  import.meta.glob<string>(
    ['./**/*.ts', '!./**/*.test.ts', '!./testing/**', '!./db/migrations/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
).map(([path, source]) => ({ file: path.slice(2), source }));
const indexes = import.meta.glob<Record<string, unknown>>('./features/*/index.ts', { eager: true });

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (v): v is PgTable => v instanceof PgTable,
);
const tableNames = new Map(
  Object.entries(schema as Record<string, unknown>).flatMap(([name, v]) =>
    v instanceof PgTable ? [[name, getTableConfig(v).name] as const] : [],
  ),
);
const ownerOf = new Map<string, TableOwner>(
  Object.entries(TABLE_OWNERS).flatMap(([owner, { tables }]) =>
    tables.map((t) => [t, owner as TableOwner] as const),
  ),
);
// Only listing the hooks: nothing here runs them, so no mail is ever sent.
const lifecycle = memberLifecycle({
  authSecret: 'a-secret-for-listing-the-hooks-only',
  mail: {} as MailPort,
  appUrl: 'http://localhost',
});
const hooksOf = (owner: string, parts: readonly MemberLifecycle[] = lifecycle) =>
  (['erase', 'separate', 'pause'] as const).filter((h) =>
    parts.some((part) => part.owner === owner && part[h]),
  );

/** The folder a source file belongs to, in the map's terms: `profiles`, `platform/mail`, or null. */
function ownerOfFile(file: string) {
  const feature = /^features\/([^/]+)\//.exec(file)?.[1];
  if (feature) return feature;
  return Object.keys(TABLE_OWNERS).find((o) => o.includes('/') && file.startsWith(`${o}/`)) ?? null;
}

/** How a table's rows leave with a deleted account: every key to `user` cascades (or is set null). */
function keysToUser(table: PgTable) {
  return getTableConfig(table)
    .foreignKeys.filter((fk) => getTableConfig(fk.reference().foreignTable).name === 'user')
    .map((fk) => fk.onDelete ?? 'no action');
}

/** Member tables whose rows a deletion would leave: no cascading key to the account, no erase hook. */
function unerasedMemberTables(parts: readonly MemberLifecycle[]) {
  return tables.flatMap((table) => {
    const name = getTableConfig(table).name;
    const keys = keysToUser(table);
    const keyed = keys.length > 0 && keys.every((k) => k === 'cascade' || k === 'set null');
    const member = keys.length > 0 || name in UNKEYED_MEMBER_TABLES;
    if (!member || keyed || hooksOf(ownerOf.get(name)!, parts).includes('erase')) return [];
    return [`${name} (owner ${ownerOf.get(name)})`];
  });
}

describe('who writes which table (docs/architecture.md, "Who writes which table")', () => {
  it('gives every table of the schema exactly one owner, and owns no table the schema lacks', () => {
    const listed = Object.values(TABLE_OWNERS).flatMap((o) => [...o.tables]);
    expect(listed.length).toBe(new Set(listed).size);
    expect([...tableNames.values()].sort()).toEqual([...listed].sort());
  });

  it('finds every write in the sources, and each is the owner’s or listed as a known exception', () => {
    const writes = sources.flatMap(({ file, source }) => tableWrites(file, source, tableNames));
    expect(writes.length).toBeGreaterThan(60);
    const strays = writes.filter(
      (w) =>
        ownerOfFile(w.file) !== ownerOf.get(w.table) &&
        !OTHER_WRITERS.some((o) => o.file === w.file && o.table === w.table),
    );
    expect(strays.map((w) => `${w.file}:${w.line} writes ${w.table}`)).toEqual([]);
  });

  it('fails a write from outside the owner, in Drizzle or in raw SQL', () => {
    const source = [
      'await tx.update(profiles).set({ pausedAt: now });',
      'await tx.execute(sql`INSERT INTO ${chatMessages} (id) VALUES (1)`);',
      'await tx.execute(sql`DELETE FROM mail_outbox WHERE to = 1`);',
      'await tx.select().from(orders).for("update"); // FOR UPDATE SKIP LOCKED: a read',
    ].join('\n');
    const found = tableWrites('features/safety/pause.ts', source, tableNames);
    expect(found.map((w) => [w.table, w.line])).toEqual([
      ['profiles', 1],
      ['chat_messages', 2],
      ['mail_outbox', 3],
    ]);
    expect(found.filter((w) => ownerOf.get(w.table) !== 'safety')).toHaveLength(3);
  });

  it('erases every member table: by a cascading key to the account, or by its owner’s erase hook', () => {
    expect(unerasedMemberTables(lifecycle)).toEqual([]);
    // Without the outbox's hook, mails to a deleted member's address would stay: the check says so.
    const withoutMail = lifecycle.filter((part) => part.owner !== 'platform/mail');
    expect(unerasedMemberTables(withoutMail)).toEqual(['mail_outbox (owner platform/mail)']);
  });

  it('lists each owner’s hooks once, and only owners of the map supply them', () => {
    const owners = lifecycle.map((part) => part.owner);
    expect(owners.length).toBe(new Set(owners).size);
    expect(owners.every((o) => o in TABLE_OWNERS)).toBe(true);
  });

  it('names in "what others call" only functions the owner’s index.ts exports', () => {
    const unknown = Object.entries(TABLE_OWNERS).flatMap(([owner, { calls }]) => {
      const index = indexes[`./features/${owner}/index.ts`];
      return index
        ? calls.filter((c) => typeof index[c] !== 'function').map((c) => `${owner}.${c}`)
        : [];
    });
    expect(unknown).toEqual([]);
  });

  it('is the table docs/architecture.md shows (WRITE_DOCS=1 rewrites it)', async () => {
    const doc = await readFile('docs/architecture.md', 'utf8');
    const [start, end] = ['<!-- owners: start -->', '<!-- owners: end -->'];
    const code = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(', ');
    const rows = Object.entries(TABLE_OWNERS).map(
      ([owner, { tables, calls }]) =>
        `| \`${owner}\` | ${code(tables)} | ${code(hooksOf(owner))} | ${code(calls)} |`,
    );
    const table = await format(
      [
        '| owner | tables | lifecycle hooks | what others call |',
        '| - | - | - | - |',
        ...rows,
      ].join('\n'),
      { parser: 'markdown', singleQuote: true, printWidth: 100 },
    );
    const generated = `${start}\n\n${table}\n${end}`;
    const current = doc.slice(doc.indexOf(start), doc.indexOf(end) + end.length);
    if (process.env.WRITE_DOCS === '1' && doc.includes(start))
      await writeFile('docs/architecture.md', doc.replace(current, generated));
    else expect(current).toBe(generated);
  });
});
