import { type RegisterUserType, USER_TYPES } from '../../../../common/constants';

export type AuthTab = 'login' | 'register';

export interface AuthParams {
  tab: AuthTab;
  userType: RegisterUserType;
  /** Prefill from the landing join form (?name=…&email=…). */
  prefill: { firstName: string; lastName: string; email: string };
}

/** SPEC.md 2.3: mode=login selects login, anything else register; an unknown type falls back to student. */
export function parseAuthParams(search: string): AuthParams {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    tab: params.get('mode') === 'login' ? 'login' : 'register',
    userType: (USER_TYPES as readonly string[]).includes(type ?? '') ? (type as RegisterUserType) : 'student',
    prefill: prefillOf(params),
  };
}

/** "Ida Maria Roth" → first name "Ida Maria", last name "Roth"; a single word is a first name. */
function prefillOf(params: URLSearchParams) {
  const name = (params.get('name') ?? '').trim().slice(0, 200);
  const cut = name.lastIndexOf(' ');
  return {
    firstName: cut > 0 ? name.slice(0, cut) : name,
    lastName: cut > 0 ? name.slice(cut + 1) : '',
    email: (params.get('email') ?? '').trim().slice(0, 254),
  };
}

/** The same search string with another mode, keeping type and anything else. */
export function withMode(search: string, tab: AuthTab): string {
  const params = new URLSearchParams(search);
  params.set('mode', tab);
  return `?${params.toString()}`;
}
