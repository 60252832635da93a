import { createReadStream } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

/**
 * Where tus keeps uploads until they are finished and accepted (ADR 020, ADR 024): a directory under
 * DATA_DIR, or the top level of the S3 bucket. Besides tus's own DataStore it can read a finished
 * upload (for the scan and the type check), say where it lies (for FileStorage.adopt), delete it,
 * and sweep away what was left too long.
 */
export interface IncomingUploads {
  readonly datastore: DataStore;
  /** Where a finished upload lies, in the terms the same backend's FileStorage.adopt takes. */
  locationOf(id: string): string;
  /** The upload's bytes, start to end. */
  read(id: string): Promise<Readable>;
  /** Deletes an upload and tus's notes about it; parts already gone are fine. */
  discard(id: string): Promise<void>;
  /** Deletes uploads older than the TTL: unfinished ones, and finished ones never accepted. */
  removeExpired(): Promise<number>;
}

/** An upload id as we make them (`<user uuid>.<uuid>`): never a path, never a prefix trick. */
export const UPLOAD_ID = /^[0-9a-f-]{36}\.[0-9a-f-]{36}$/;

export function localIncomingUploads(directory: string, ttlMs: number): IncomingUploads {
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: ttlMs });
  const fileOf = (id: string) => {
    if (!UPLOAD_ID.test(id)) throw new Error(`unexpected upload id ${id}`);
    return path.join(directory, id);
  };
  const discard = async (id: string) => {
    await Promise.all([rm(fileOf(id), { force: true }), rm(`${fileOf(id)}.json`, { force: true })]);
  };
  return {
    datastore,
    locationOf: fileOf,
    read: async (id) => createReadStream(fileOf(id)),
    discard,
    async removeExpired() {
      // Every upload has its notes in <id>.json, with its creation date, finished or not.
      const names = await readdir(directory).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : '';
        if (!UPLOAD_ID.test(id)) continue;
        const notes = await readFile(path.join(directory, name), 'utf8')
          .then((text) => JSON.parse(text) as { creation_date?: string })
          .catch(() => null);
        const created = notes?.creation_date ? Date.parse(notes.creation_date) : Number.NaN;
        if (Number.isNaN(created) || Date.now() - created < ttlMs) continue;
        await discard(id);
        removed++;
      }
      return removed;
    },
  };
}
