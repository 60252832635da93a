import { authEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, KeyRound, type LucideIcon, MailCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonClasses, Button } from '../../../components/ui/button';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { endpointQuery } from '../../../lib/queries';
import { checkPasswordPair } from '../lib/password-rules';
import { AuthScreen } from './auth-screen';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { NewPasswordFields } from './new-password-fields';

/** The contract's lower bound for a token; anything shorter cannot be one, so no call is made. */
const MIN_TOKEN_LENGTH = 10;

/** Whether the emailed link can still be used: valid, used, expired or invalid (no account named). */
export const resetLinkStatusQuery = (token: string) =>
  endpointQuery(authEndpoints.resetPasswordStatus, { token });

/**
 * Opened from the emailed link (/reset-password?token=…); works without being signed in. The link's
 * state is asked first, so a used or expired link says so instead of offering a form that must fail.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const plausible = token.length >= MIN_TOKEN_LENGTH;
  const status = useQuery({ ...resetLinkStatusQuery(token), enabled: plausible, retry: false });

  if (!plausible) return <InvalidLink />;
  if (status.isPending) return <LoadingBlock label={t('resetPassword.checking')} />;
  // If the check itself failed (offline, rate limit), the form is offered: the reset call decides.
  const state = status.data?.status ?? 'valid';
  if (state === 'used')
    return (
      <SpentLink icon={MailCheck} title={t('resetPassword.usedTitle')} text={t('resetPassword.usedText')} />
    );
  if (state === 'expired')
    return (
      <SpentLink icon={Clock} title={t('resetPassword.expiredTitle')} text={t('resetPassword.expiredText')} />
    );
  if (state === 'invalid') return <InvalidLink />;
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const mutation = useMutation({
    mutationFn: () => api(authEndpoints.resetPassword, { token, password }),
  });

  const tokenRejected = isApiError(mutation.error) && mutation.error.code === 'TOKEN_INVALID';
  if (tokenRejected) return <InvalidLink />;

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

/** A link that worked once or ran out: says which, and offers a new one right here. */
function SpentLink({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <AuthScreen icon={icon} title={title} testId="reset-password-spent">
      <p role="alert" className="text-center text-slate-700">
        {text}
      </p>
      <Button size="lg" className="mt-6 w-full" onClick={() => setAsking(true)}>
        {t('resetPassword.requestNew')}
      </Button>
      <Link href="/auth?mode=login" className={buttonClasses('outline', 'lg', 'mt-3 w-full')}>
        {t('resetPassword.goToLogin')}
      </Link>
      <ForgotPasswordDialog open={asking} onOpenChange={setAsking} />
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
