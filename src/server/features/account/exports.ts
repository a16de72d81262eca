import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { accountApi, EXPORT_LINK_HOURS, type DataExport } from '#shared/contracts/account.js';
import type { Db } from '#server/db/connect.js';
import { dataExports, user } from '#server/db/schema.js';
import { isUniqueViolation } from '#server/db/unique-violation.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { MailPort } from '#server/platform/mail/index.js';
import {
  deleteQueuedFiles,
  deleteStoredFiles,
  queueFileDeletions,
  randomObjectName,
  type FileDeleting,
  type StoragePort,
} from '#server/platform/storage/index.js';
import { recordAudit } from '../audit/index.js';
import { accountErrors } from './errors.js';
import { memberExportZip } from './export-zip.js';

/** A claim older than this is a crashed worker's: another pass takes the export up again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
export const EXPORT_FOLDER = 'exports';

type ExportRow = typeof dataExports.$inferSelect;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const downloadUrl = (appUrl: string, token: string) =>
  `${appUrl}${accountApi.download.path.replace(':token', token)}`;

const asDataExport = (row: ExportRow): DataExport => ({
  status: row.status as DataExport['status'],
  requestedAt: row.createdAt.toISOString(),
  expiresAt: row.status === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
});

export async function latestExport(db: Db, userId: string): Promise<DataExport | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ? asDataExport(row) : null;
}

/** Asks for an export; a second one while the first is being prepared is refused (409). */
export async function requestExport(db: Db, userId: string): Promise<DataExport> {
  try {
    const [row] = await db.insert(dataExports).values({ userId }).returning();
    await recordAudit(db, { actorId: userId, action: 'account.export-requested' });
    return asDataExport(row!);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw accountErrors.fail(
      'EXPORT_IN_PROGRESS',
      'Your data is already being prepared. We will email you a link as soon as it is ready.',
    );
  }
}

export interface ExportWorkerDeps {
  db: Db;
  storage: StoragePort;
  mail: MailPort;
  appUrl: string;
  log: FileDeleting['log'];
}

/** Takes up one export waiting to be prepared (or left by a crash), or none. */
async function claimOne(db: Db, now: Date) {
  const { rows } = (await db.execute(sql`
    UPDATE ${dataExports} SET claimed_at = ${now}
    WHERE id = (
      SELECT id FROM ${dataExports}
      WHERE status = 'preparing'
        AND (claimed_at IS NULL OR claimed_at < ${new Date(now.getTime() - STALE_CLAIM_MS)})
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id, claimed_at`)) as {
    rows: { id: string; user_id: string; claimed_at: Date | string }[];
  };
  return rows[0];
}

/**
 * Builds and stores one export, then marks it ready and queues its mail in one transaction, only
 * if it is still the one this worker claimed: an account deleted meanwhile (the row is gone) or
 * a second claim after a stall leaves nothing behind, and its file is removed.
 */
async function prepareOne(
  { db, storage, mail, appUrl }: ExportWorkerDeps,
  job: { id: string; user_id: string; claimed_at: Date | string },
) {
  const key = `${EXPORT_FOLDER}/${randomObjectName('zip')}`;
  await storage.put(key, await memberExportZip(db, storage, job.user_id), 'application/zip');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000);
  const ready = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(dataExports)
      .set({ status: 'ready', fileKey: key, tokenHash: hashOf(token), expiresAt })
      .where(
        and(
          eq(dataExports.id, job.id),
          eq(dataExports.status, 'preparing'),
          eq(dataExports.claimedAt, new Date(job.claimed_at)),
        ),
      )
      .returning({ id: dataExports.id });
    const [owner] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, job.user_id));
    if (row && owner)
      await mail.enqueue(exportReadyMail(owner.email, downloadUrl(appUrl, token)), tx);
    return Boolean(row && owner);
  });
  if (!ready) await storage.delete(key);
}

/**
 * One pass of the export worker: prepares every waiting export (the ZIP is stored, the row turns
 * ready with the hash of a fresh one-time secret, and the link is mailed in the same
 * transaction), then retires links that have expired, with their files.
 */
export async function prepareExports({ db, storage, mail, appUrl, log }: ExportWorkerDeps) {
  for (let job = await claimOne(db, new Date()); job; job = await claimOne(db, new Date())) {
    try {
      await prepareOne({ db, storage, mail, appUrl, log }, job);
    } catch (err) {
      // Marked failed (the member may ask again at once, and Settings says so), then logged.
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, job.id));
      throw err;
    }
  }
  // The expired files are queued with the rows' change, so a store that is down only delays them.
  const expired = await db.transaction(async (tx) => {
    const rows = await tx
      .update(dataExports)
      .set({ status: 'expired', tokenHash: null })
      .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, new Date())))
      .returning({ fileKey: dataExports.fileKey });
    const keys = rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
    await queueFileDeletions(tx, keys);
    return keys;
  });
  await deleteQueuedFiles(db, storage, log, { keys: expired });
}

const exportReadyMail = (to: string, url: string) =>
  buttonMail(
    'data-export',
    to,
    'Your Right One data is ready to download',
    [
      'Your copy of everything Right One stores about you is ready: a ZIP with one JSON file of your data and your photo.',
      `The link works once, for the next ${EXPORT_LINK_HOURS} hours, and only while you are signed in to your account. If you did not ask for this, change your password.`,
    ],
    'Download my data',
    url,
  );

/**
 * The ZIP behind a link, for its owner, once: the row turns 'downloaded' before the bytes go out,
 * so two clicks at once cannot both have it. Null when the link is unknown, someone else's,
 * used or expired (all alike, so a link reveals nothing to anyone else). A file store that does
 * not answer gives the link back as it was (the member tries again) and throws (503).
 */
export async function takeDownload(
  { db, storage, log }: FileDeleting,
  token: string,
  userId: string,
) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: new Date(), tokenHash: null })
    .where(
      and(
        eq(dataExports.tokenHash, hashOf(token)),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
    .returning({ fileKey: dataExports.fileKey });
  if (!row?.fileKey) return null;
  const file = await storage.get(row.fileKey).catch(async (err: unknown) => {
    await db
      .update(dataExports)
      .set({ status: 'ready', downloadedAt: null, tokenHash: hashOf(token) })
      .where(eq(dataExports.fileKey, row.fileKey!));
    throw err;
  });
  await deleteStoredFiles({ db, storage, log }, [row.fileKey]);
  await recordAudit(db, { actorId: userId, action: 'account.export-downloaded' });
  return file?.data ?? null;
}
