/**
 * Finds where source code writes a table: Drizzle's `.insert(t)`, `.update(t)` and `.delete(t)`
 * on a schema table, and raw SQL's `INSERT INTO`, `UPDATE` and `DELETE FROM` naming a table or
 * interpolating one (`${chatMessages}`). A read is never a write: `FOR UPDATE` and
 * `DO UPDATE SET` name no table after the keyword.
 */
export interface TableWrite {
  file: string;
  table: string;
  line: number;
}

const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:\$\{\s*(\w+)\s*\}|"?([a-z_]+)"?)/g;

/**
 * The writes in one file. `tables` maps each schema export (`chatMessages`) to its SQL name
 * (`chat_messages`); anything else after the keyword is not a table and is skipped.
 */
export function tableWrites(file: string, source: string, tables: ReadonlyMap<string, string>) {
  const names = new Set(tables.values());
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const writes: TableWrite[] = [];
  for (const m of source.matchAll(DRIZZLE_WRITE)) {
    const table = tables.get(m[1]!);
    if (table) writes.push({ file, table, line: lineOf(m.index) });
  }
  for (const m of source.matchAll(SQL_WRITE)) {
    const table = m[1] ? tables.get(m[1]) : m[2];
    if (table && names.has(table)) writes.push({ file, table, line: lineOf(m.index) });
  }
  return writes;
}
