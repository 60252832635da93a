import { hash, verify } from '@node-rs/argon2';

// OWASP's Argon2id baseline: 19 MiB, two passes, one lane. Algorithm 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * Argon2 verifications this process has run: the expensive step the sign-in throttle exists to bound.
 * Exported as the metric `auth_password_verifications_total` (a burst is someone guessing passwords).
 */
let verifications = 0;
export const passwordVerifications = () => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist keeps the answer time the same. */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash;
};
