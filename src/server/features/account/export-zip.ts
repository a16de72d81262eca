import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profilePhotos } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { photoKeys } from '../profiles/index.js';
import { memberData } from './export-data.js';

const README = `Your Right One data

right-one-data.json holds everything Right One stores about you, one section per kind of record
(your account, profile, quiz results and reports, questionnaire, matches, chat requests, the
messages you sent, your coach conversation, dates, blocks, reports you filed, payments, photo
verifications, notification choices, mails we sent you and the audit entries about you). Other
members appear only by an internal id. photos/ holds your profile photos in your order (1.webp is
your main photo), each with the blurred copy matches saw until you both revealed (1-blurred.webp);
selfie/ holds a verification selfie while it waits for a moderator (a decision deletes it).
`;

/** The stored files, by the name each gets in the ZIP (a file already gone is left out). */
async function filesNamed(storage: StoragePort, named: [name: string, key: string | undefined][]) {
  const files: Record<string, Uint8Array> = {};
  for (const [name, key] of named) {
    const file = key ? await storage.get(key) : null;
    if (file) files[name] = file.data;
  }
  return Object.keys(files).length ? files : undefined;
}

/** A file's name in the ZIP: its name in storage. */
const asStored = (key: string): [string, string] => [key.split('/')[1]!, key];

/** The export's ZIP: a readme, the JSON file of `memberData`, the member's photos and selfie. */
export async function memberExportZip(db: Db, storage: StoragePort, userId: string) {
  const data = await memberData(db, userId);
  const [photos, selfies] = await Promise.all([
    db
      .select({ url: profilePhotos.url, blurredUrl: profilePhotos.blurredUrl })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, userId))
      .orderBy(asc(profilePhotos.position)),
    db
      .select({ key: photoVerifications.selfieKey })
      .from(photoVerifications)
      .where(and(eq(photoVerifications.userId, userId), isNotNull(photoVerifications.selfieKey))),
  ]);
  const photoFiles = await filesNamed(
    storage,
    photos.flatMap((p, i): [string, string | undefined][] => [
      [`${i + 1}.webp`, photoKeys([p.url])[0]],
      [`${i + 1}-blurred.webp`, photoKeys([p.blurredUrl])[0]],
    ]),
  );
  const selfie = await filesNamed(
    storage,
    selfies.map((s) => asStored(s.key!)),
  );
  const zip = zipSync({
    'README.txt': strToU8(README),
    'right-one-data.json': strToU8(JSON.stringify(data, null, 2)),
    ...(photoFiles && { photos: photoFiles }),
    ...(selfie && { selfie }),
  });
  return Buffer.from(zip);
}
