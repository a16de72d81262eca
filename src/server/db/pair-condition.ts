import { and, eq, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The row is about this pair, whichever of the two columns holds whom. */
export const between = (a: string, b: string, x: AnyPgColumn, y: AnyPgColumn) =>
  or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));
