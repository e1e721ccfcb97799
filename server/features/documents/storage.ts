import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config.ts';
import { s3Storage } from './s3-storage.ts';

/** Where document files live; the database keeps only their keys and what is known about them. */
export interface DocumentStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the storage has no such key. */
  get(key: string): Promise<Uint8Array | null>;
}

const SAFE_KEY = /^[\w-]{1,100}$/;
const checked = (key: string) => {
  // Keys are made by the server (UUIDs); anything else would be a path into the file system.
  if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
};

/** The default: one file per document in a folder only the server's user reads. */
export function diskStorage(dir: string): DocumentStorage {
  const ready = mkdir(dir, { recursive: true, mode: 0o700 });
  return {
    async put(key, bytes) {
      await ready;
      await writeFile(join(dir, checked(key)), bytes, { mode: 0o600, flag: 'wx' });
    },
    async get(key) {
      await ready;
      try {
        return new Uint8Array(await readFile(join(dir, checked(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function storageFor(config: AppConfig): DocumentStorage {
  return config.documents.kind === 's3' ? s3Storage(config.documents) : diskStorage(config.documents.dir);
}
