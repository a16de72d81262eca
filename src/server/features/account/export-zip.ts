import { and, eq, isNotNull } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profiles } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { photoKeys } from '../profiles/index.js';
import { memberData } from './export-data.js';

const README = `Your Right One data

right-one-data.json holds everything Right One stores about you, one section per kind of record
(your account, profile, quiz results and reports, questionnaire, matches, chat requests, the
messages you sent, your coach conversation, dates, blocks, reports you filed, payments, photo
verifications, notification choices, mails we sent you and the audit entries about you). Other
members appear only by an internal id. photos/ holds your profile photo and the blurred copy
matches saw; selfie/ holds a verification selfie while it waits for a moderator (a decision
deletes it).
`;

/** The stored files under `keys`, by name (a file already gone is left out). */
async function filesOf(storage: StoragePort, keys: string[]) {
  const files: Record<string, Uint8Array> = {};
  for (const key of keys) {
    const file = await storage.get(key);
    if (file) files[key.split('/')[1]!] = file.data;
  }
  return Object.keys(files).length ? files : undefined;
}

/** The export's ZIP: a readme, the JSON file of `memberData`, the member's photos and selfie. */
export async function memberExportZip(db: Db, storage: StoragePort, userId: string) {
  const data = await memberData(db, userId);
  const [[photo], selfies] = await Promise.all([
    db
      .select({ avatarUrl: profiles.avatarUrl, avatarBlurredUrl: profiles.avatarBlurredUrl })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({ key: photoVerifications.selfieKey })
      .from(photoVerifications)
      .where(and(eq(photoVerifications.userId, userId), isNotNull(photoVerifications.selfieKey))),
  ]);
  const photos = await filesOf(storage, photoKeys(photo));
  const selfie = await filesOf(
    storage,
    selfies.map((s) => s.key!),
  );
  const zip = zipSync({
    'README.txt': strToU8(README),
    'right-one-data.json': strToU8(JSON.stringify(data, null, 2)),
    ...(photos && { photos }),
    ...(selfie && { selfie }),
  });
  return Buffer.from(zip);
}
