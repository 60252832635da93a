import { describe, expect, it } from 'vitest';
import { profileSteps } from './profile.policy.ts';

const complete = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerifiedAt: new Date('2026-11-01T10:00:00Z'),
  mustSetPassword: false,
  language: 'de',
};
const missing = (user: typeof complete) =>
  profileSteps(user)
    .filter((s) => !s.done)
    .map((s) => s.key);

describe('profile completeness', () => {
  it('lists the steps a user can complete today, each from a field of the account', () => {
    expect(profileSteps(complete).map((s) => s.key)).toEqual([
      'name',
      'emailVerified',
      'strongPassword',
      'language',
    ]);
    expect(missing(complete)).toEqual([]);
  });

  it('is not complete for everyone: each step follows its own field', () => {
    expect(missing({ ...complete, emailVerifiedAt: null as unknown as Date })).toEqual(['emailVerified']);
    expect(missing({ ...complete, mustSetPassword: true })).toEqual(['strongPassword']);
    expect(missing({ ...complete, lastName: '  ' })).toEqual(['name']);
    expect(missing({ ...complete, language: 'xx' })).toEqual(['language']);
    expect(missing({ ...complete, emailVerifiedAt: null as unknown as Date, mustSetPassword: true })).toEqual(
      ['emailVerified', 'strongPassword'],
    );
  });

  it('has no photo step while nothing can upload one', () => {
    expect(profileSteps(complete).some((s) => (s.key as string) === 'avatar')).toBe(false);
  });
});
