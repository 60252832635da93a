import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live once accepted. Keys are ours (a uuid and nothing from the user), so a
 * key is always a safe file name. The default keeps files on local disk under DATA_DIR/uploads;
 * with S3_BUCKET set, objects in that bucket (s3-storage.ts, ADR 024) implement the same three calls.
 */
export interface FileStorage {
  /**
   * Takes ownership of a finished upload lying at `from` in the same backend (IncomingUploads.locationOf:
   * a path on this disk, or an object key of the bucket); moved, not copied, where the backend allows.
   */
  adopt(key: string, from: string): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]{8,80}$/;

export function localFileStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(directory, key);
  };
  return {
    async adopt(key, fromPath) {
      await mkdir(directory, { recursive: true });
      try {
        await rename(fromPath, fileOf(key));
      } catch (error) {
        // Another disk (a mounted volume): copy, then remove the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(fromPath, fileOf(key));
        await rm(fromPath, { force: true });
      }
    },
    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
