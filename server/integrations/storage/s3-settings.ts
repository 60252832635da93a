import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { Env } from '../../env.ts';

export interface S3Settings {
  bucket: string;
  config: S3ClientConfig;
}

/** S3 from the environment (ADR 024), or null: S3_BUCKET unset keeps files under DATA_DIR. */
export function s3SettingsFrom(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const config: S3ClientConfig = {
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Other S3 services (MinIO, R2, Ceph…) do not all take the checksums the SDK now adds by default
    // (streamed bodies become aws-chunked with trailers); AWS itself keeps its defaults.
    ...(env.S3_ENDPOINT
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  };
  return { bucket: env.S3_BUCKET, config };
}
