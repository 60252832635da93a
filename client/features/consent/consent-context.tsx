import { consentEndpoints } from '../../../common/contracts/endpoints';
import type { EndpointInput, EndpointOutput } from '../../../common/contracts/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { consentQueries } from './api/consent.queries';
import { api } from '../../lib/api';
import { useAuth } from '../auth';

export type StoredConsent = NonNullable<EndpointOutput<typeof consentEndpoints.getCookieConsent>['consent']>;
export type ConsentSource = EndpointInput<typeof consentEndpoints.saveCookieConsent>['source'];

/** The four optional categories; essential cookies are always on and never stored as a choice. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  performance: boolean;
}

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'preferences', 'performance'] as const;

export const ALL_ON: ConsentChoice = {
  analytics: true,
  marketing: true,
  preferences: true,
  performance: true,
};
export const ALL_OFF: ConsentChoice = {
  analytics: false,
  marketing: false,
  preferences: false,
  performance: false,
};

/** The choice a stored record stands for; privacy by default (all off) when nothing is stored. */
export function choiceOf(consent: StoredConsent | null | undefined): ConsentChoice {
  if (!consent) return { ...ALL_OFF };
  return {
    analytics: consent.analyticsCookies,
    marketing: consent.marketingCookies,
    preferences: consent.preferencesCookies,
    performance: consent.performanceCookies,
  };
}

/** The server keeps the choice per account or per browser, so a change of session asks again. */
export function consentQueryKey(userId: string | null | undefined) {
  return consentQueries.current(userId).queryKey;
}

interface ConsentUiValue {
  preferencesOpen: boolean;
  setPreferencesOpen: (open: boolean) => void;
}

const ConsentUiContext = createContext<ConsentUiValue | null>(null);

/** Holds only whether the preferences dialog is open, so any code can reopen it; it fetches nothing. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const value = useMemo(() => ({ preferencesOpen, setPreferencesOpen }), [preferencesOpen]);
  return <ConsentUiContext.Provider value={value}>{children}</ConsentUiContext.Provider>;
}

export interface ConsentState {
  /** 'loading' until the stored choice is known; 'error' when it could not be read. */
  status: 'loading' | 'ready' | 'error';
  /** The stored record in force, or null when the visitor has not chosen (yet). */
  consent: StoredConsent | null;
  /** The current choice as booleans; all false while nothing is stored. */
  choice: ConsentChoice;
  /** True only with a stored choice that allows analytics. */
  analyticsAllowed: boolean;
  /** Records a choice; resolves after the stored consent has been re-read. */
  save: (choice: ConsentChoice, source: ConsentSource) => Promise<void>;
  saving: boolean;
  preferencesOpen: boolean;
  setPreferencesOpen: (open: boolean) => void;
  openPreferences: () => void;
}

/**
 * The visitor's cookie choice (SPEC.md 2.12 #4-5, 4). Other code reads `analyticsAllowed` or `choice`
 * before doing anything that needs consent.
 */
export function useConsent(): ConsentState {
  const { user, isLoading: userLoading } = useAuth();
  const queryClient = useQueryClient();
  const ui = useContext(ConsentUiContext);
  const key = consentQueryKey(user?.id);
  const query = useQuery({
    ...consentQueries.current(user?.id),
    // Who is signed in decides whose choice applies; wait for that first.
    enabled: !userLoading,
  });

  const mutation = useMutation({
    mutationFn: (input: EndpointInput<typeof consentEndpoints.saveCookieConsent>) =>
      api(consentEndpoints.saveCookieConsent, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(key, saved);
      // SPEC.md 4: on success the consent is re-read.
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });

  const save = useCallback(
    async (choice: ConsentChoice, source: ConsentSource) => {
      await mutation.mutateAsync({ ...choice, source });
    },
    [mutation],
  );

  const consent = query.data?.consent ?? null;
  const setPreferencesOpen = ui?.setPreferencesOpen ?? noop;
  return {
    status: query.isSuccess ? 'ready' : query.isError ? 'error' : 'loading',
    consent,
    choice: choiceOf(consent),
    analyticsAllowed: consent?.analyticsCookies === true,
    save,
    saving: mutation.isPending,
    preferencesOpen: ui?.preferencesOpen ?? false,
    setPreferencesOpen,
    openPreferences: () => setPreferencesOpen(true),
  };
}

function noop() {}
