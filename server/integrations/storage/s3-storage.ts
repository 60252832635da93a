import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { FileStorage } from './file-storage.ts';
import { type IncomingUploads, UPLOAD_ID } from './incoming-uploads.ts';
import type { S3Settings } from './s3-settings.ts';

/**
 * The S3 backend (ADR 024), loaded only when S3_BUCKET is set: the AWS SDK takes most of a second
 * to import, which a server without S3 need not pay at start.
 */
export function s3Stores(settings: S3Settings, ttlMs: number) {
  const client = new S3Client(settings.config);
  const incoming = s3IncomingUploads(client, settings, ttlMs);
  return {
    storage: s3FileStorage(client, settings.bucket),
    incoming,
    close() {
      client.destroy();
      // tus's S3 store makes its own client from the same settings; its sockets go too.
      (incoming.datastore as unknown as { client?: { destroy(): void } }).client?.destroy();
    },
  };
}

const SAFE_KEY = /^[a-z0-9-]{8,80}$/;

/**
 * Accepted files as objects `<prefix><key>` of one bucket. Unfinished uploads (tus's objects) lie at
 * the bucket's top level, so `adopt` is a copy inside the bucket and a delete, never a download.
 */
export function s3FileStorage(client: S3Client, bucket: string, prefix = 'documents/'): FileStorage {
  const keyOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return `${prefix}${key}`;
  };
  return {
    async adopt(key, from) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        }),
      );
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
    },
    async open(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Deleting a key that is not there succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

export function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.Code === 'NoSuchKey' ||
    e?.$metadata?.httpStatusCode === 404
  );
}

/**
 * @tus/s3-store keeps each upload as a multipart upload of key `<id>`, with its notes in `<id>.info`
 * and a tail shorter than a part in `<id>.part`. Parts are 5 MiB, S3's smallest, which is exactly
 * the browser's chunk: every PATCH but the last becomes one part, with no tail to carry over.
 */
export function s3IncomingUploads(client: S3Client, settings: S3Settings, ttlMs: number): IncomingUploads {
  const datastore = new S3Store({
    s3ClientConfig: { ...settings.config, bucket: settings.bucket },
    partSize: 5 * 1024 * 1024,
    expirationPeriodInMilliseconds: ttlMs,
    // Expiry is our daily job's, not a bucket lifecycle rule's: no tags, which not every S3 service takes.
    useTags: false,
    cache: new BoundedKvStore(1000),
  });
  const bucket = settings.bucket;
  const keyOf = (id: string) => {
    if (!UPLOAD_ID.test(id)) throw new Error(`unexpected upload id ${id}`);
    return id;
  };
  const discard = async (id: string) => {
    const key = keyOf(id);
    await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: [{ Key: key }, { Key: `${key}.info` }, { Key: `${key}.part` }], Quiet: true },
      }),
    );
  };
  return {
    datastore,
    locationOf: keyOf,
    async read(id) {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
      return res.Body as Readable;
    },
    discard,
    async removeExpired() {
      // Unfinished: tus's store lists the open multipart uploads and aborts the old ones.
      let removed = await datastore.deleteExpired();
      // Finished but never accepted (the scanner was down, the tutor went away): their notes remain.
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Delimiter: '/', ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const id = object.Key?.endsWith('.info') ? object.Key.slice(0, -'.info'.length) : '';
          if (!UPLOAD_ID.test(id) || !object.LastModified) continue;
          if (Date.now() - object.LastModified.getTime() < ttlMs) continue;
          await discard(id);
          removed++;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
  };
}

/**
 * tus's S3 store caches each upload's notes (which never change: the size is fixed at creation) so
 * a PATCH does not read them again; bounded, so uploads abandoned midway do not pile up in memory.
 */
class BoundedKvStore<T> implements KvStore<T> {
  private data = new Map<string, T>();
  constructor(private max: number) {}
  async get(key: string) {
    return this.data.get(key);
  }
  async set(key: string, value: T) {
    this.data.delete(key);
    this.data.set(key, value);
    if (this.data.size > this.max) this.data.delete(this.data.keys().next().value as string);
  }
  async delete(key: string) {
    this.data.delete(key);
  }
}
