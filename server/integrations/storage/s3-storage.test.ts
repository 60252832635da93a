import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createFileStores } from './index.ts';
import { s3SettingsFrom } from './s3-settings.ts';
import { s3FileStorage, s3IncomingUploads } from './s3-storage.ts';

/** Against s3rver on loopback (server/test/s3-server.ts says what it lacks and how that is filled). */
let s3: TestS3;
let client: S3Client;

beforeAll(async () => {
  s3 = await startTestS3();
  client = new S3Client(s3SettingsFrom(env())!.config);
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

const env = (extra: Record<string, string> = {}) =>
  loadEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/test', ...s3.env, ...extra });
const uploadId = () => `${randomUUID()}.${randomUUID()}`;
const text = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
};

describe('S3 settings', () => {
  it('come from S3_*: endpoint, path style, keys; none of it without S3_BUCKET', async () => {
    const settings = s3SettingsFrom(env())!;
    expect(settings.bucket).toBe(s3.bucket);
    expect(settings.config).toMatchObject({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    expect(s3SettingsFrom(loadEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/test' }))).toBeNull();
    expect((await createFileStores(loadEnv({ NODE_ENV: 'test', DATA_DIR: '.tmp/test' }))).kind).toBe('local');
    const stores = await createFileStores(env());
    expect(stores.kind).toBe('s3');
    stores.close();
  });

  it('refuse half a configuration instead of quietly keeping files on the disk', () => {
    expect(() => loadEnv({ DATA_DIR: '.tmp/test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadEnv({ DATA_DIR: '.tmp/test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /set both or neither/,
    );
    // Without keys the SDK's own chain (AWS_* variables, an instance role) is used.
    expect(
      s3SettingsFrom(loadEnv({ DATA_DIR: '.tmp/test', S3_BUCKET: 'b' }))!.config.credentials,
    ).toBeUndefined();
  });
});

describe('documents in S3', () => {
  it('adopts a finished upload by a copy inside the bucket, opens and removes it', async () => {
    const storage = s3FileStorage(client, s3.bucket);
    const from = uploadId();
    const bytes = Buffer.from('%PDF-1.4 a document');
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: from, Body: bytes }));
    const key = randomUUID();
    await storage.adopt(key, from);
    expect(await s3.keys()).toContain(`documents/${key}`);
    expect(await s3.keys()).not.toContain(from);
    const opened = await storage.open(key);
    expect(opened!.size).toBe(bytes.length);
    expect((await text(opened!.stream)).equals(bytes)).toBe(true);
    expect(await storage.open(randomUUID())).toBeNull();
    await storage.remove(key);
    await storage.remove(key); // already gone: fine
    expect(await storage.open(key)).toBeNull();
    await expect(storage.open('../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('uploads on their way in, in S3 (@tus/s3-store)', () => {
  const settings = () => s3SettingsFrom(env())!;

  it('stores 5 MiB parts and a short tail, reads the whole file back and discards it', async () => {
    const incoming = s3IncomingUploads(client, settings(), 24 * 3600_000);
    const id = uploadId();
    const bytes = Buffer.alloc(5 * 1024 * 1024 + 3000, 7);
    bytes.write('START', 0);
    bytes.write('END', bytes.length - 3);
    await incoming.datastore.create(
      new Upload({ id, size: bytes.length, offset: 0, metadata: { kind: 'x' } }),
    );
    // Two PATCHes, as the browser sends them: a 5 MiB chunk (one part), then the rest (the last part).
    const split = 5 * 1024 * 1024;
    expect(await incoming.datastore.write(Readable.from([bytes.subarray(0, split)]), id, 0)).toBe(split);
    expect((await incoming.datastore.getUpload(id)).offset).toBe(split);
    expect(await incoming.datastore.write(Readable.from([bytes.subarray(split)]), id, split)).toBe(
      bytes.length,
    );
    const finished = await incoming.datastore.getUpload(id);
    expect(finished.offset).toBe(bytes.length);
    expect((await text(await incoming.read(id))).equals(bytes)).toBe(true);
    expect(incoming.locationOf(id)).toBe(id);
    await incoming.discard(id);
    expect((await s3.keys()).filter((k) => k.startsWith(id))).toEqual([]);
  });

  it('carries a chunk shorter than a part over to the next PATCH (a dropped connection)', async () => {
    const incoming = s3IncomingUploads(client, settings(), 24 * 3600_000);
    const id = uploadId();
    const bytes = Buffer.from('%PDF-1.4\n'.repeat(40));
    await incoming.datastore.create(new Upload({ id, size: bytes.length, offset: 0 }));
    expect(await incoming.datastore.write(Readable.from([bytes.subarray(0, 100)]), id, 0)).toBe(100);
    expect(await s3.keys()).toContain(`${id}.part`);
    expect((await incoming.datastore.getUpload(id)).offset).toBe(100);
    await incoming.datastore.write(Readable.from([bytes.subarray(100)]), id, 100);
    expect((await text(await incoming.read(id))).equals(bytes)).toBe(true);
    await incoming.discard(id);
  });

  it('sweeps expired uploads: unfinished ones and finished ones never accepted', async () => {
    const incoming = s3IncomingUploads(client, settings(), 24 * 3600_000);
    const unfinished = uploadId();
    const finished = uploadId();
    await incoming.datastore.create(new Upload({ id: unfinished, size: 1000, offset: 0 }));
    await incoming.datastore.create(new Upload({ id: finished, size: 10, offset: 0 }));
    await incoming.datastore.write(Readable.from([Buffer.from('0123456789')]), finished, 0);
    // Nothing is old enough yet.
    expect(await incoming.removeExpired()).toBe(0);
    const eager = s3IncomingUploads(client, settings(), 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await eager.removeExpired()).toBeGreaterThanOrEqual(2);
    const left = await s3.keys();
    expect(left.filter((k) => k.startsWith(unfinished) || k.startsWith(finished))).toEqual([]);
  });
});
