import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '#shared/contracts/profiles.js';
import { profileErrors } from './errors.js';

/**
 * The multipart limits of a photo upload (a profile photo, a verification selfie): one file and
 * no other fields; the 5 MB cap is enforced while streaming, before anything is decoded.
 */
export const PHOTO_UPLOAD_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 };

const noFile = () => profileErrors.fail('NO_FILE', AVATAR_MESSAGES.missing);

/**
 * Reads the one uploaded file, turning the multipart plugin's errors into messages for people.
 * Every photo endpoint's contract declares NO_FILE (PAYLOAD_TOO_LARGE is common to all).
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw noFile();
    return await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw profileErrors.fail('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw noFile();
    throw err;
  }
}
