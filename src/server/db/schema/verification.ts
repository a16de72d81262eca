import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { POSE_IDS } from '#shared/domain/verification-poses.js';
import { user } from './auth.js';
import { inList, ts } from './columns.js';

/** A verification's life: a pose is asked, a selfie sent, then a moderator decides. */
export const VERIFICATION_ROW_STATUSES = ['posing', 'pending', 'approved', 'declined'] as const;

/**
 * Photo verification attempts (issue 29, part 1; decision 0035). The selfie file exists only while
 * the attempt is `pending`: a decision deletes it and clears `selfie_key`. An approved row keeps
 * the main photo it was compared with; the member is verified while that is still their photo.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pose: text('pose').notNull(),
    status: text('status').notNull().default('posing'),
    /** Storage key of the selfie while it waits for review. */
    selfieKey: text('selfie_key'),
    /** The main photo an approval vouches for. */
    avatarUrl: text('avatar_url'),
    /** Why it was declined, in the moderator's words, shown to the member. */
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('photo_verifications_status_check', inList('status', VERIFICATION_ROW_STATUSES)),
    check('photo_verifications_pose_check', inList('pose', POSE_IDS)),
    check('photo_verifications_selfie_check', sql`(status = 'pending') = (selfie_key IS NOT NULL)`),
    check(
      'photo_verifications_approved_check',
      sql`(status = 'approved') = (avatar_url IS NOT NULL)`,
    ),
    // At most one attempt in progress per member: two tabs cannot both send a selfie.
    uniqueIndex('photo_verifications_open_idx')
      .on(t.userId)
      .where(sql`status IN ('posing', 'pending')`),
    index('photo_verifications_user_idx').on(t.userId, t.createdAt),
    // The moderators' queue: waiting selfies, oldest first.
    index('photo_verifications_queue_idx')
      .on(t.submittedAt)
      .where(sql`status = 'pending'`),
  ],
);
