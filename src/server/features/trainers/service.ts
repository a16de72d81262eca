import { and, desc, eq, ne } from 'drizzle-orm';
import type {
  CreateTrainer,
  Trainer,
  TrainerType,
  UpdateTrainer,
} from '#shared/contracts/admin-trainers.js';
import type { Db } from '#server/db/connect.js';
import { prompts } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { trainerErrors } from './errors.js';
import { DEFAULT_TEMPLATES } from './templates.js';
import { isUniqueViolation } from '#server/db/unique-violation.js';
import { isUuid } from '#server/db/uuid.js';

type Row = typeof prompts.$inferSelect;
type Create = Required<Omit<CreateTrainer, 'description'>> & { description: string | null };
type Update = { [K in keyof UpdateTrainer]?: Exclude<UpdateTrainer[K], undefined> };

const unknownTrainer = () => trainerErrors.fail('NOT_FOUND', 'This trainer no longer exists.');

const toTrainer = (r: Row): Trainer => ({
  ...r,
  type: r.type as TrainerType,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Two admins activating two prompts of one type at once: the unique index refuses the second. */
function activeConflict(err: unknown): never {
  if (isUniqueViolation(err))
    throw trainerErrors.fail(
      'ACTIVE_CONFLICT',
      'Another prompt of this type was just made active. Reload and try again.',
    );
  throw err;
}

export async function listTrainers(db: Db): Promise<Trainer[]> {
  const rows = await db.select().from(prompts).orderBy(desc(prompts.createdAt), desc(prompts.id));
  return rows.map(toTrainer);
}

/** A saved prompt, or 404 (an id that is not even a UUID names no prompt either). */
export async function findTrainer(db: Db, id: string): Promise<Trainer> {
  const [row] = isUuid(id) ? await db.select().from(prompts).where(eq(prompts.id, id)) : [];
  if (!row) throw unknownTrainer();
  return toTrainer(row);
}

/** The one active prompt of a type gives way to the one being made active. */
const deactivateOthers = (tx: Db, type: string, keepId: string | null) =>
  tx
    .update(prompts)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(prompts.type, type),
        eq(prompts.isActive, true),
        keepId ? ne(prompts.id, keepId) : undefined,
      ),
    );

export async function createTrainer(db: Db, actorId: string, input: Create): Promise<Trainer> {
  const content = input.content.trim() || DEFAULT_TEMPLATES[input.type];
  return db
    .transaction(async (tx) => {
      if (input.isActive) await deactivateOthers(tx, input.type, null);
      const [row] = await tx
        .insert(prompts)
        .values({ ...input, content })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'trainers.create',
        targetId: row!.id,
        meta: { type: input.type, active: input.isActive },
      });
      return toTrainer(row!);
    })
    .catch(activeConflict);
}

export async function updateTrainer(
  db: Db,
  actorId: string,
  id: string,
  change: Update,
): Promise<Trainer> {
  const current = await findTrainer(db, id);
  return db
    .transaction(async (tx) => {
      if (change.isActive) await deactivateOthers(tx, current.type, id);
      const [row] = await tx
        .update(prompts)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(prompts.id, id))
        .returning();
      if (!row) throw unknownTrainer();
      await recordAudit(tx, {
        actorId,
        action: 'trainers.update',
        targetId: id,
        meta: { fields: Object.keys(change).sort().join(','), active: row.isActive },
      });
      return toTrainer(row);
    })
    .catch(activeConflict);
}

export async function deleteTrainer(db: Db, actorId: string, id: string): Promise<void> {
  await findTrainer(db, id);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
    if (!gone.length) throw unknownTrainer();
    await recordAudit(tx, { actorId, action: 'trainers.delete', targetId: id });
  });
}
