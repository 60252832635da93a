import { authEndpoints as e } from '../../../../common/contracts/endpoints';
import type { User } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

/**
 * The server sets a readable `trt_auth` hint beside the HttpOnly session cookie. Without it this browser
 * has no session, so there is no need to ask (and to log a 401 in every visitor's console).
 */
export const hasSessionHint = () => /(?:^|;\s*)(?:__Host-)?trt_auth=1(?:;|$)/.test(document.cookie);

/** SPEC.md 4: a 401, or any other failure, while reading the user means "signed out". */
async function fetchUser(signal: AbortSignal): Promise<User | null> {
  if (!hasSessionHint()) return null;
  try {
    return await api(e.getUser, {}, { signal });
  } catch {
    return null;
  }
}

/** The account's reads, as TanStack Query options. */
export const authQueries = {
  user: () => ({
    queryKey: [e.getUser.path] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchUser(signal),
  }),
  verificationStatus: () => ({
    queryKey: [e.verificationStatus.path] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => api(e.verificationStatus, {}, { signal }),
  }),
};
