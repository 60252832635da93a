import { authEndpoints } from '../../../../common/contracts/endpoints';
import type { User } from '../../../../common/contracts/auth';
import type { EndpointInput } from '../../../../common/contracts/define';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { authQueries } from '../api/auth.queries';
import { errorMessage } from '../../../lib/error-message';

export const USER_QUERY_KEY = authQueries.user().queryKey;

export type LoginInput = EndpointInput<typeof authEndpoints.login>;
export type RegisterInput = EndpointInput<typeof authEndpoints.register>;

interface AuthContextValue {
  user: User | null;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
  /** Stores a user returned by another call (verify email, preferences) as the session user. */
  setUser: (user: User | null) => void;
  /** True after this tab signed out, so guards send the user to the login tab rather than sign-up. */
  signedOutHere: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export { hasSessionHint } from '../api/auth.queries';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { data, isLoading } = useQuery(authQueries.user());
  const [signedOutHere, setSignedOutHere] = useState(false);

  const setUser = useCallback(
    (user: User | null) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    [queryClient],
  );

  /** Another account's cached figures must never show after a change of session. */
  const dropOtherQueries = useCallback(() => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  }, [queryClient]);

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => api(authEndpoints.login, input),
    onSuccess: (user) => {
      dropOtherQueries();
      setUser(user);
      toast({
        title: t('auth.toast.loginSuccess'),
        description: t('auth.toast.loginWelcome', { name: user.firstName }),
      });
    },
    onError: (error) => {
      toast({
        title: t('auth.toast.loginFailed'),
        description: errorMessage(error, t('auth.toast.loginFailed')),
        variant: 'destructive',
      });
    },
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => api(authEndpoints.register, input),
    onSuccess: (user) => {
      dropOtherQueries();
      setSignedOutHere(false);
      setUser(user);
      toast({
        title: t('auth.toast.registerSuccess'),
        description: t('auth.toast.registerWelcome', { name: user.firstName }),
      });
    },
    onError: (error) => {
      toast({
        title: t('auth.toast.registerFailed'),
        description: errorMessage(error, t('auth.toast.registerFailed')),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: () => api(authEndpoints.logout, {}),
    onSuccess: () => {
      dropOtherQueries();
      setSignedOutHere(true);
      setUser(null);
      toast({ title: t('auth.toast.logoutSuccess'), description: t('auth.toast.logoutDescription') });
    },
    onError: (error) => {
      toast({
        title: t('auth.toast.logoutFailed'),
        description: errorMessage(error, t('auth.toast.logoutFailed')),
        variant: 'destructive',
      });
    },
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      user: data ?? null,
      isLoading,
      loginMutation,
      registerMutation,
      logoutMutation,
      setUser,
      signedOutHere,
    }),
    [data, isLoading, loginMutation, registerMutation, logoutMutation, setUser, signedOutHere],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** SPEC.md 8: using the hook outside the provider is a programming error, so it throws. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
