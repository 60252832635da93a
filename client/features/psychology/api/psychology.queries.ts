import { psychologyEndpoints as e } from '../../../../common/contracts/endpoints';
import { api } from '../../../lib/api';

/** SPEC.md 8: a failed read of these overlays is only logged; the overlay stays hidden or unchanged. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(what, error);
    throw error;
  }
}

/** The persuasion overlays' reads (SPEC.md 7.2), as TanStack Query options. */
export const psychologyQueries = {
  settings: () => ({
    queryKey: [e.psychologySettings.path] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      logged('Reading the psychology settings failed', () => api(e.psychologySettings, {}, { signal })),
  }),
  socialProof: (lang: string) => ({
    queryKey: [e.socialProof.path, lang] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      logged('Loading social proof failed', () => api(e.socialProof, { lang }, { signal })),
  }),
  /** SPEC.md 7.2 sends the scarcity request as a POST with one id per page load. */
  scarcity: (pageLoadId: string) => ({
    queryKey: [e.lossAversion.path, pageLoadId] as const,
    queryFn: () =>
      logged('Loading seat availability failed', () =>
        api(e.lossAversion, { sessionId: pageLoadId, trigger_type: 'slot_scarcity' }),
      ),
  }),
};
