import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';

export interface PasswordRule {
  key: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  test: (password: string) => boolean;
}

/** SPEC.md 5's checklist. Letters outside ASCII count, so "Ä" is an uppercase letter. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { key: 'length', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'lowercase', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'number', test: (p) => /\p{Nd}/u.test(p) },
  { key: 'special', test: (p) => /[^\p{L}\p{Nd}]/u.test(p) },
];

export interface PasswordPairState {
  tooShort: boolean;
  mismatch: boolean;
  /** SPEC.md 4: submit needs equal entries of at least 12 characters. */
  canSubmit: boolean;
}

export function checkPasswordPair(password: string, confirm: string): PasswordPairState {
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const mismatch = password !== confirm;
  return { tooShort, mismatch, canSubmit: !tooShort && !mismatch };
}
