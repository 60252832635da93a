import { consentEndpoints as e } from '../../../../common/contracts/endpoints';
import { api } from '../../../lib/api';

/** The visitor's (or user's) stored cookie choice; whose it is decides the key. */
export const consentQueries = {
  current: (userId: string | null | undefined) => ({
    queryKey: [e.getCookieConsent.path, userId ?? 'anonymous'] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        return await api(e.getCookieConsent, {}, { signal });
      } catch (error) {
        console.warn('Reading the cookie consent failed', error);
        throw error;
      }
    },
  }),
};
