import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/**
 * An HMAC-SHA256 signer around one key object: the secret is imported once, not on every call.
 * For values minted on hot paths (the anonymous CSRF token of every new browser).
 */
export function hmacSigner(secret: string): (value: string) => string {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  return (value) => createHmac('sha256', key).update(value).digest('base64url');
}

/**
 * Random tokens cut from a pool refilled 4 KiB at a time: one call into the system's generator per
 * 256 tokens of 16 bytes instead of one per token. The bytes are the same CSPRNG's; each is used once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;
export function pooledRandomToken(bytes = 16): string {
  if (bytes > POOL_BYTES) return randomToken(bytes);
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + bytes);
  // Zeroed once used, so no later read of the pool can hand the same bytes out again.
  pool.fill(0, poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return token;
}

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** A uniformly random numeric code with leading zeros kept. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
