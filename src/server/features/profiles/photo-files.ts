import { buildPath } from '#shared/contracts/endpoint.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import {
  deleteStoredFiles,
  randomObjectName,
  type FileDeleting,
} from '#server/platform/storage/index.js';
import { toAvatarWebp, toBlurredAvatarWebp } from './avatar-image.js';

/** Photos are served at this path plus their object name: the avatar file route's own path. */
export const AVATAR_URL_PREFIX = buildPath(profilesApi.avatarFile.path, { name: '' });
const AVATAR_FOLDER = 'avatars';

/**
 * One photo as stored: the clear file and the blurred copy matches see until both reveal. Both
 * live in the avatars folder under unrelated random names, so neither URL hints at the other;
 * they are always stored, listed and deleted together. A photo from before blurred copies
 * existed has none.
 */
export interface PhotoFiles {
  url: string;
  blurredUrl: string | null;
}

/** The storage key behind one of our photo URLs, or null for anything else. */
function photoKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  return `${AVATAR_FOLDER}/${url.slice(AVATAR_URL_PREFIX.length)}`;
}

/** The storage keys behind photo URLs (ours only; an unset or outside URL has none). */
export const photoKeys = (urls: readonly (string | null | undefined)[]) =>
  urls.map(photoKeyOf).filter((key) => key !== null);

/** Both files of each photo. */
export const filesOf = (photos: readonly PhotoFiles[]) =>
  photoKeys(photos.flatMap((p) => [p.url, p.blurredUrl]));

/** Removes photos' files; a failure only leaves an orphaned file behind, so it is logged, not thrown. */
export const deletePhotoFiles = (deps: FileDeleting, photos: readonly PhotoFiles[]) =>
  deleteStoredFiles(deps, filesOf(photos));

/**
 * Re-encodes an upload (avatar-image.ts: type from content, pixel limits, no metadata) and stores
 * it with its blurred copy under new random names. A new name per upload lets browsers keep each
 * file. The caller deletes both again if what it writes next fails.
 */
export async function storePhotoFiles(deps: FileDeleting, upload: Buffer): Promise<PhotoFiles> {
  const { storage } = deps;
  const clear = await toAvatarWebp(upload);
  const blurred = await toBlurredAvatarWebp(clear);
  const [clearName, blurredName] = [randomObjectName('webp'), randomObjectName('webp')];
  const stored = {
    url: `${AVATAR_URL_PREFIX}${clearName}`,
    blurredUrl: `${AVATAR_URL_PREFIX}${blurredName}`,
  };
  try {
    await storage.put(`${AVATAR_FOLDER}/${clearName}`, clear, 'image/webp');
    await storage.put(`${AVATAR_FOLDER}/${blurredName}`, blurred, 'image/webp');
  } catch (err) {
    await deletePhotoFiles(deps, [stored]);
    throw err;
  }
  return stored;
}
