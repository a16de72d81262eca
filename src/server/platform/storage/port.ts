import { randomBytes } from 'node:crypto';

/** One stored object: its bytes and the content type it is served with. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/**
 * The store did not answer (down, unreachable, refusing our credentials): nothing was stored or
 * read. The routes answer it as 503 STORAGE_UNAVAILABLE (plugins/errors.ts); `cause` keeps the
 * store's own error for the log.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly operation: 'put' | 'get' | 'delete',
    options: { cause: unknown },
  ) {
    super(`The file store did not answer a ${operation}`, options);
  }
}

/**
 * Where uploaded files live (photos, verification selfies, prepared exports). Keys are "<folder>/<name>", checked by `isObjectKey`
 * in every adapter, so no key can climb out of the store.
 */
export interface StoragePort {
  /** Stores the object whole or not at all; throws StorageUnavailableError when the store fails. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

// A lower-case folder, then a name of URL-safe characters with one extension: no dots elsewhere,
// no slashes, no "..", nothing the file system or a URL would read specially.
const OBJECT_KEY = /^[a-z][a-z0-9-]{0,31}\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,8}$/;

export const isObjectKey = (key: string) => OBJECT_KEY.test(key);

/** A fresh unguessable object name (144 random bits), for example "k3J...Q.webp". */
export const randomObjectName = (extension: string) =>
  `${randomBytes(18).toString('base64url')}.${extension}`;
