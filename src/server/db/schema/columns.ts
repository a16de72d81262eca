import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A timezone-aware timestamp column: every time we store is an instant. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

const listSql = (column: string, values: readonly string[]) =>
  `${column} IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;

/** SQL for a CHECK that keeps an enum-like text column within its allowed values. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(listSql(column, values));

/** Same, for a nullable column. */
export const nullOrInList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IS NULL OR ${listSql(column, values)}`);
