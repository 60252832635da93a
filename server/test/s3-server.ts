import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from '@20minutes/s3rver';

/**
 * A real S3 server on loopback for tests: s3rver speaks the S3 REST protocol over HTTP (SigV4
 * signatures checked, XML answers), storing objects in a temporary directory. It lacks three calls
 * that @tus/s3-store makes: ListParts, AbortMultipartUpload and ListMultipartUploads. Those three are
 * answered here, in front of s3rver, from the part files s3rver itself wrote for UploadPart. Every
 * other request (objects, multipart create/upload/complete, copy, delete, listing) is s3rver's own.
 */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings an app needs to use this server (S3_*). */
  env: Record<string, string>;
  /** Keys of the objects in the bucket (s3rver's own listing over HTTP is not needed for this). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

type Koa = { middleware: unknown[]; run(): Promise<{ port: number }>; close(): Promise<void> };
type Ctx = {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  req: IncomingMessage;
  res: ServerResponse;
  app: unknown;
};

const SUFFIX = '._S3rver_';

export async function startTestS3(bucket = 'trt-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'trt-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  }) as Koa;
  server.middleware.unshift(missingCalls(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      return listKeys(path.join(directory, bucket));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Object keys from s3rver's directory layout: `<key>._S3rver_object`. */
async function listKeys(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory() && !entry.name.includes(SUFFIX))
      out.push(...(await listKeys(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
    else if (entry.name.endsWith(`${SUFFIX}object`))
      out.push(`${prefix}${decodeURIComponent(entry.name.slice(0, -`${SUFFIX}object`.length))}`);
  }
  return out.sort();
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const noSuchUpload = (ctx: Ctx) => {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );
};

function missingCalls(directory: string) {
  return async (ctx: Ctx, next: () => Promise<void>) => {
    // s3rver checks a bucket-level request (`/bucket/?list-type=2`, `/bucket/?delete`) as signed for
    // `/bucket`, the SDK signs `/bucket/`: for these alone the signature check is off. Every request
    // on an object is still checked.
    if (/^\/[^/]+\/$/.test(ctx.path))
      ctx.app = Object.create(ctx.app as object, { allowMismatchedSignatures: { value: true } });
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploads = path.join(directory, bucket ?? '', `${SUFFIX}uploads`);
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'GET' && key && uploadId) return listParts(ctx, uploads, bucket!, key, uploadId);
    if (ctx.method === 'DELETE' && key && uploadId) {
      const dir = path.join(uploads, path.basename(uploadId));
      if (!(await stat(dir).catch(() => null))) return noSuchUpload(ctx);
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && !key && 'uploads' in ctx.query) return listUploads(ctx, uploads, bucket!);
    return next();
  };
}

async function listParts(ctx: Ctx, uploads: string, bucket: string, key: string, uploadId: string) {
  const dir = path.join(uploads, path.basename(uploadId));
  const names = await readdir(dir).catch(() => null);
  if (!names) return noSuchUpload(ctx);
  const parts = await Promise.all(
    names
      .filter((n) => /^\d+$/.test(n))
      .map(async (n) => ({
        number: Number(n),
        size: (await stat(path.join(dir, n))).size,
        etag: (await readFile(path.join(dir, `${n}.md5`), 'utf8')).trim(),
      })),
  );
  parts.sort((a, b) => a.number - b.number);
  ctx.type = 'application/xml';
  ctx.body = xml(
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts
      .map(
        (p) =>
          `<Part><PartNumber>${p.number}</PartNumber><ETag>"${p.etag}"</ETag><Size>${p.size}</Size></Part>`,
      )
      .join('')}</ListPartsResult>`,
  );
}

async function listUploads(ctx: Ctx, uploads: string, bucket: string) {
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const entries = await Promise.all(
    ids.map(async (id) => ({
      id,
      key: await readFile(path.join(uploads, id, 'key'), 'utf8').catch(() => null),
      initiated: (await stat(path.join(uploads, id))).birthtime,
    })),
  );
  ctx.type = 'application/xml';
  ctx.body = xml(
    `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${entries
      .filter((e) => e.key)
      .map(
        (e) =>
          `<Upload><Key>${e.key}</Key><UploadId>${e.id}</UploadId><Initiated>${e.initiated.toISOString()}</Initiated></Upload>`,
      )
      .join('')}</ListMultipartUploadsResult>`,
  );
}
