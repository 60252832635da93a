import { authEndpoints } from '../../../../common/contracts/endpoints';
import type { User } from '../../../../common/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { USER_QUERY_KEY, useAuth } from '../hooks/use-auth';
import { checkPasswordPair } from '../lib/password-rules';
import { AuthScreen } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';
import { RequireUser } from './require-user';

export function SetPasswordPage() {
  return <RequireUser>{(user) => <SetPasswordForm user={user} />}</RequireUser>;
}

function SetPasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // SPEC.md 2.5: a user who must replace a weak password has just proved it; everyone else proves
  // the current one again, so a session left open is not enough to take the account over.
  const needsCurrent = !user.mustSetPassword;

  // Leave once the session user no longer needs a password, or the dashboard's guard would send it back.
  useEffect(() => {
    if (done && !user.mustSetPassword) navigate('/dashboard');
  }, [done, user.mustSetPassword, navigate]);

  const mutation = useMutation({
    mutationFn: () =>
      api(authEndpoints.setPassword, {
        password,
        confirmPassword: confirm,
        ...(needsCurrent ? { currentPassword: current } : {}),
      }),
    onSuccess: () => {
      setUser({ ...user, mustSetPassword: false });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({ title: t('setPassword.successTitle'), description: t('setPassword.successText') });
      setDone(true);
    },
    onError: (error) => {
      const wrongCurrent = isApiError(error) && isCurrentPasswordError(error.body?.details);
      if (wrongCurrent) setCurrentError(t('setPassword.currentPasswordWrong'));
      toast({
        title: t('setPassword.failedTitle'),
        description: wrongCurrent
          ? t('setPassword.currentPasswordWrong')
          : errorMessage(error, t('setPassword.failedFallback')),
        variant: 'destructive',
      });
    },
  });

  const canSubmit = checkPasswordPair(password, confirm).canSubmit && (!needsCurrent || current !== '');

  return (
    <AuthScreen
      icon={KeyRound}
      title={t('setPassword.title')}
      subtitle={user.mustSetPassword ? t('setPassword.requiredSubtitle') : t('setPassword.subtitle')}
      testId="set-password-page"
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !mutation.isPending) mutation.mutate();
        }}
      >
        {needsCurrent ? (
          <TextField
            id="set-password-current"
            type="password"
            autoComplete="current-password"
            label={t('setPassword.currentPassword')}
            value={current}
            onChange={(event) => {
              setCurrent(event.target.value);
              setCurrentError(null);
            }}
            error={currentError}
            data-testid="set-password-current"
          />
        ) : null}
        <NewPasswordFields
          idPrefix="set-password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!canSubmit || mutation.isPending}
          data-testid="set-password-submit"
        >
          {mutation.isPending ? <Spinner /> : null}
          {mutation.isPending ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

/** The server names the field when the current password is missing or wrong. */
function isCurrentPasswordError(details: unknown): boolean {
  return (
    Array.isArray(details) && details.some((d) => (d as { field?: unknown })?.field === 'currentPassword')
  );
}
