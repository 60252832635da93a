import { describe, expect, it } from 'vitest';
import { ROLES } from './constants.ts';
import { can, decideAccess, PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';

describe('permissions', () => {
  it('lists every role and grants only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    for (const list of Object.values(ROLE_PERMISSIONS))
      for (const permission of list) expect(PERMISSIONS).toContain(permission);
  });

  it('answers from the table alone', () => {
    expect(can({ userType: 'admin' }, 'admin:access')).toBe(true);
    expect(can({ userType: 'moderator' }, 'admin:access')).toBe(true);
    expect(can({ userType: 'moderator' }, 'blog:manage')).toBe(false);
    expect(can({ userType: 'student' }, 'admin:access')).toBe(false);
    expect(can({ userType: 'student' }, 'learning:use')).toBe(true);
    expect(can({ userType: 'ssma' }, 'agents:manage')).toBe(true);
    expect(can({ userType: 'sub_marketing_agent' }, 'agents:manage')).toBe(false);
    expect(can({ userType: 'no-such-role' }, 'learning:use')).toBe(false);
    expect(can(null, 'learning:use')).toBe(false);
  });

  it('decides public, signed-in and permission access', () => {
    expect(decideAccess('public', null)).toBe('allowed');
    expect(decideAccess('user', null)).toBe('sign-in');
    expect(decideAccess('user', { userType: 'tutor' })).toBe('allowed');
    expect(decideAccess({ permission: 'admin:access' }, null)).toBe('sign-in');
    expect(decideAccess({ permission: 'admin:access' }, { userType: 'tutor' })).toBe('forbidden');
    expect(decideAccess({ permission: 'admin:access' }, { userType: 'admin' })).toBe('allowed');
  });
});
