import { describe, expect, it } from 'vitest';
import { parseAuthParams } from './auth-params';

describe('auth page parameters (SPEC.md 2.3)', () => {
  it('selects the tab from mode and falls back to student for unknown types', () => {
    expect(parseAuthParams('?mode=login')).toMatchObject({ tab: 'login', userType: 'student' });
    expect(parseAuthParams('?mode=anything&type=tutor')).toMatchObject({
      tab: 'register',
      userType: 'tutor',
    });
    expect(parseAuthParams('?type=admin').userType).toBe('student');
  });

  it('prefills the name and email the landing join form passed on', () => {
    expect(
      parseAuthParams('?mode=register&type=tutor&email=ida%40example.eu&name=Ida+Maria+Roth').prefill,
    ).toEqual({
      firstName: 'Ida Maria',
      lastName: 'Roth',
      email: 'ida@example.eu',
    });
    expect(parseAuthParams('?name=Ida').prefill).toEqual({ firstName: 'Ida', lastName: '', email: '' });
  });
});
