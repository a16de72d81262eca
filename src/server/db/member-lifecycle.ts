import type { Db } from './connect.js';
import type { TableOwner } from './ownership.js';

/** The member whose account is being deleted, as each owner's erase hook sees them. */
export interface DepartingMember {
  id: string;
  email: string;
}

/** What an erase hook leaves for after the commit. */
export interface ErasedPart {
  /** Members whose open pages show the departing one and should fetch again. */
  touched?: string[];
  /** Stored files to delete once the rows are gone. */
  files?: string[];
}

/**
 * One owner's part of what happens to members: each hook runs in the caller's transaction and
 * writes only its owner's tables, so a new member table is handled where it is born
 * (docs/architecture.md, "Who writes which table"; `ownership.test.ts` checks it).
 */
export interface MemberLifecycle {
  owner: TableOwner;
  /** The account is being deleted: runs just before its row goes (the cascading keys take the rest). */
  erase?: (tx: Db, member: DepartingMember) => Promise<ErasedPart | void>;
  /** A block or an unmatch: the two must no longer meet in this owner's tables. */
  separate?: (tx: Db, a: string, b: string, now: Date) => Promise<void>;
  /** The member pauses (`paused`) or resumes, at `now`. */
  pause?: (tx: Db, userId: string, paused: boolean, now: Date) => Promise<void>;
}

/** Every owner's erase hook, in order; what they leave for later, gathered and de-duplicated. */
export async function eraseMemberEverywhere(
  parts: readonly MemberLifecycle[],
  tx: Db,
  member: DepartingMember,
): Promise<Required<ErasedPart>> {
  const touched = new Set<string>();
  const files = new Set<string>();
  for (const part of parts) {
    const left = await part.erase?.(tx, member);
    left?.touched?.forEach((id) => id !== member.id && touched.add(id));
    left?.files?.forEach((key) => files.add(key));
  }
  return { touched: [...touched], files: [...files] };
}

/** Every owner's separate hook, in order. */
export async function separateEverywhere(
  parts: readonly MemberLifecycle[],
  tx: Db,
  a: string,
  b: string,
  now = new Date(),
) {
  for (const part of parts) await part.separate?.(tx, a, b, now);
}

/** Every owner's pause hook, in order. */
export async function pauseEverywhere(
  parts: readonly MemberLifecycle[],
  tx: Db,
  userId: string,
  paused: boolean,
  now = new Date(),
) {
  for (const part of parts) await part.pause?.(tx, userId, paused, now);
}
