import { eq } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { photoKeys } from '../profiles/index.js';
import { memberData } from './export-data.js';

const README = `Your Right One data

right-one-data.json holds everything Right One stores about you, one section per kind of record
(your account, profile, quiz results and reports, questionnaire, matches, chat requests, the
messages you sent, your coach conversation, dates, blocks, reports you filed, payments,
notification choices, mails we sent you and the audit entries about you). Other members appear
only by an internal id. photos/ holds your profile photo and the blurred copy matches saw.
`;

/** The export's ZIP: a readme, the JSON file of `memberData`, and the member's photos. */
export async function memberExportZip(db: Db, storage: StoragePort, userId: string) {
  const data = await memberData(db, userId);
  const [photo] = await db
    .select({ avatarUrl: profiles.avatarUrl, avatarBlurredUrl: profiles.avatarBlurredUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const photos: Record<string, Uint8Array> = {};
  for (const key of photoKeys(photo)) {
    const file = await storage.get(key);
    if (file) photos[key.split('/')[1]!] = file.data;
  }
  const zip = zipSync({
    'README.txt': strToU8(README),
    'right-one-data.json': strToU8(JSON.stringify(data, null, 2)),
    ...(Object.keys(photos).length && { photos }),
  });
  return Buffer.from(zip);
}
