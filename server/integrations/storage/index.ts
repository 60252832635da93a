import path from 'node:path';
import type { Env } from '../../env.ts';
import { type FileStorage, localFileStorage } from './file-storage.ts';
import { type IncomingUploads, localIncomingUploads } from './incoming-uploads.ts';
import { s3SettingsFrom } from './s3-settings.ts';

export type { FileStorage } from './file-storage.ts';
export type { IncomingUploads } from './incoming-uploads.ts';
export { createUploadLocker, type UploadLocker } from './upload-lockers.ts';

/** An upload left unfinished (or finished but never accepted) this long is deleted by the daily job. */
export const UPLOAD_TTL_MS = 24 * 3600_000;

/**
 * Accepted documents and uploads on their way in, from the same place (ADR 024): the S3 bucket when
 * S3_BUCKET is set, so every node sees every file; otherwise DATA_DIR/uploads on this machine.
 */
export async function createFileStores(env: Env): Promise<{
  storage: FileStorage;
  incoming: IncomingUploads;
  kind: 's3' | 'local';
  close(): void;
}> {
  const s3 = s3SettingsFrom(env);
  if (s3) {
    const { s3Stores } = await import('./s3-storage.ts');
    return { ...s3Stores(s3, UPLOAD_TTL_MS), kind: 's3' };
  }
  const root = path.join(env.DATA_DIR, 'uploads');
  return {
    storage: localFileStorage(path.join(root, 'files')),
    incoming: localIncomingUploads(path.join(root, 'incoming'), UPLOAD_TTL_MS),
    kind: 'local',
    close: () => {},
  };
}
