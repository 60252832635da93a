import { authEndpoints } from '../../../../common/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { checkPasswordPair } from '../lib/password-rules';
import { AuthScreen } from './auth-screen';
import { NewPasswordFields } from './new-password-fields';

/** The contract's lower bound for a token; anything shorter cannot be one, so no call is made. */
const MIN_TOKEN_LENGTH = 10;

/** Opened from the emailed link (/reset-password?token=…); works without being signed in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const mutation = useMutation({
    mutationFn: () => api(authEndpoints.resetPassword, { token, password }),
  });

  const tokenRejected = isApiError(mutation.error) && mutation.error.code === 'TOKEN_INVALID';
  if (token.length < MIN_TOKEN_LENGTH || tokenRejected) return <InvalidLink />;

  if (mutation.isSuccess) {
    return (
      <AuthScreen icon={CircleCheck} title={t('resetPassword.successTitle')} testId="reset-password-success">
        <p role="status" className="text-center text-slate-700">
          {t('resetPassword.successText')}
        </p>
        <Link
          href="/auth?mode=login"
          className={buttonClasses('primary', 'lg', 'mt-6 w-full')}
          data-testid="reset-password-login"
        >
          {t('resetPassword.goToLogin')}
        </Link>
      </AuthScreen>
    );
  }

  const { canSubmit } = checkPasswordPair(password, confirm);
  const failure = mutation.isError ? errorMessage(mutation.error, t('resetPassword.failed')) : null;

  return (
    <AuthScreen
      icon={KeyRound}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      testId="reset-password-page"
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !mutation.isPending) mutation.mutate();
        }}
      >
        <NewPasswordFields
          idPrefix="reset-password"
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!canSubmit || mutation.isPending}
          data-testid="reset-password-submit"
        >
          {mutation.isPending ? <Spinner /> : null}
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthScreen>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthScreen icon={TriangleAlert} title={t('resetPassword.invalidTitle')} testId="reset-password-invalid">
      <p role="alert" className="text-center text-slate-700">
        {t('resetPassword.invalidText')}
      </p>
      <Link href="/auth?mode=login" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        {t('resetPassword.goToLogin')}
      </Link>
    </AuthScreen>
  );
}
