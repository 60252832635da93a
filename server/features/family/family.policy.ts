import { FAMILY } from '../../../common/constants.ts';

/**
 * The rules of linking a parent or guardian to a child (PRODUCT.md H), as pure functions: the code's
 * shape, and whom a guardian may read about.
 */

/** A fresh code from random bytes: FAMILY.codeLength characters of the alphabet, no bias (32 divides 256). */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < FAMILY.codeLength) throw new Error('Too few random bytes for a link code.');
  let code = '';
  for (let i = 0; i < FAMILY.codeLength; i++) code += FAMILY.codeAlphabet[bytes[i]! % 32];
  return code;
}

/** How a code is shown and read aloud: two halves, ABCDE-FGHJK. */
export const formatCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * A typed code as stored: upper case, without spaces and dashes, the letters a child may mistake for
 * digits read as the digits (O → 0, I and L → 1). Null when it cannot be a code at all.
 */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== FAMILY.codeLength) return null;
  for (const c of code) if (!FAMILY.codeAlphabet.includes(c)) return null;
  return code;
}

/** A code may be entered while it is neither used, withdrawn nor past its expiry. */
export function isOpen(
  invitation: { usedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return !invitation.usedAt && !invitation.withdrawnAt && invitation.expiresAt > now;
}

/** A guardian reads about a child only through a live link between the two of them. */
export function follows(
  links: readonly { guardianId: string; childId: string; endedAt: Date | null }[],
  guardianId: string,
  childId: string,
): boolean {
  return links.some((l) => l.guardianId === guardianId && l.childId === childId && l.endedAt === null);
}
