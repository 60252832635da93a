import { homePathFor, VERIFICATION_CODE_LENGTH } from '../../../../common/constants';
import { authEndpoints } from '../../../../common/contracts/endpoints';
import type { User } from '../../../../common/contracts/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, MailCheck, RotateCw, Timer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { formatCountdown, useSecondsLeft } from '../../../hooks/use-seconds-left';
import { toast } from '../../../hooks/use-toast';
import { api, isApiError } from '../../../lib/api';
import { authQueries } from '../api/auth.queries';
import { errorMessage } from '../../../lib/error-message';
import { useAuth } from '../hooks/use-auth';
import { PENDING_VERIFICATION_KEY } from '../lib/auth-constants';
import { AuthScreen } from './auth-screen';
import { RequireUser } from './require-user';

interface Deadlines {
  expiresAt: number;
  resendAt: number;
}

function deadlinesFrom(
  answer: { expiresInSeconds: number; resendAfterSeconds: number },
  at: number,
): Deadlines {
  return { expiresAt: at + answer.expiresInSeconds * 1000, resendAt: at + answer.resendAfterSeconds * 1000 };
}

function forgetPendingVerification(): void {
  try {
    window.localStorage.removeItem(PENDING_VERIFICATION_KEY);
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}

export function VerifyEmailPage() {
  return <RequireUser>{(user) => <VerifyEmail user={user} />}</RequireUser>;
}

function VerifyEmail({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState<Deadlines | null>(null);

  const status = useQuery({ ...authQueries.verificationStatus(), enabled: !user.emailVerified });

  const verify = useMutation({
    mutationFn: (value: string) => api(authEndpoints.verifyEmail, { code: value }),
    onSuccess: (verified) => {
      setUser(verified);
      forgetPendingVerification();
    },
  });

  const resend = useMutation({
    mutationFn: () => api(authEndpoints.sendVerification, {}),
    onSuccess: (answer) => {
      // SPEC.md 4: a resend restarts the code timer, starts the cooldown and clears input and status.
      setResent(deadlinesFrom(answer, Date.now()));
      setCode('');
      verify.reset();
      toast({ title: t('verify.resentTitle'), description: t('verify.resentText') });
    },
    onError: (error) => {
      toast({
        title: t('verify.resendFailed'),
        description: errorMessage(error, t('verify.resendFailed')),
        variant: 'destructive',
      });
    },
  });

  const fromStatus = useMemo(
    () => (status.data ? deadlinesFrom(status.data, status.dataUpdatedAt) : null),
    [status.data, status.dataUpdatedAt],
  );
  const deadlines = resent ?? fromStatus;
  const expiresIn = useSecondsLeft(deadlines?.expiresAt ?? null);
  const resendIn = useSecondsLeft(deadlines?.resendAt ?? null);
  const expired = deadlines !== null && expiresIn === 0;

  if (user.emailVerified || status.data?.emailVerified || verify.isSuccess) return <Verified />;

  const email = status.data?.email ?? user.email;
  const complete = code.length === VERIFICATION_CODE_LENGTH;
  const verifyError = verify.error ? verificationErrorText(verify.error, t) : null;
  const countdownId = 'verification-countdown';
  const errorId = 'verification-code-error';

  return (
    <AuthScreen
      icon={MailCheck}
      title={t('verify.title')}
      subtitle={t('verify.subtitle', { email })}
      testId="verify-email-page"
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !expired && !verify.isPending) verify.mutate(code);
        }}
      >
        <div>
          <Label htmlFor="verification-code" className="mb-1.5">
            {t('verify.codeLabel')}
          </Label>
          <Input
            id="verification-code"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder="000000"
            invalid={Boolean(verifyError)}
            aria-describedby={describedBy(countdownId, verifyError && errorId)}
            variant="code"
            data-testid="verification-code-input"
          />
          <FieldError id={errorId} message={verifyError} />
        </div>

        <p
          id={countdownId}
          className="flex items-center justify-center gap-2 text-sm text-slate-700"
          data-testid="verification-countdown"
          data-expired={expired}
        >
          <Timer aria-hidden="true" className="size-4" />
          {deadlines === null ? (
            status.isLoading ? (
              t('common.loading')
            ) : (
              t('verify.statusUnavailable')
            )
          ) : expired ? (
            <span className="font-semibold text-red-700">{t('verify.expiredLabel')}</span>
          ) : (
            t('verify.expiresIn', { time: formatCountdown(expiresIn) })
          )}
        </p>

        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!complete || expired || verify.isPending}
          data-testid="verify-submit"
        >
          {verify.isPending ? <Spinner /> : null}
          {verify.isPending ? t('verify.verifying') : t('verify.submit')}
        </Button>
      </form>

      <div className="mt-6 border-t border-slate-200 pt-5 text-center">
        <p className="text-sm text-slate-700">{t('verify.noCode')}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => resend.mutate()}
          disabled={resendIn > 0 || resend.isPending}
          data-testid="resend-code"
        >
          {resend.isPending ? <Spinner /> : <RotateCw aria-hidden="true" className="size-4" />}
          {resendIn > 0 ? t('verify.resendIn', { seconds: resendIn }) : t('verify.resend')}
        </Button>
      </div>
    </AuthScreen>
  );
}

function verificationErrorText(error: Error, t: (key: string) => string): string {
  if (isApiError(error) && error.code === 'CODE_INVALID') return t('verify.invalid');
  if (isApiError(error) && error.code === 'CODE_EXPIRED') return t('verify.expired');
  return errorMessage(error, t('verify.failed'));
}

/** SPEC.md 2.4's "Continue to Dashboard" leads to the user's own home (SPEC.md 2.3), not the generic one. */
function Verified() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <AuthScreen icon={CircleCheck} title={t('verify.successTitle')} testId="verify-email-success">
      <p role="status" className="text-center text-slate-700">
        {t('verify.successText')}
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Link
          href={user ? homePathFor(user.userType) : '/dashboard'}
          className={buttonClasses('primary', 'lg', 'w-full')}
          data-testid="verify-continue"
        >
          {t('verify.continue')}
        </Link>
        <Link
          href="/auth"
          className={buttonClasses('outline', 'lg', 'w-full')}
          data-testid="verify-back-to-login"
        >
          {t('verify.backToLogin')}
        </Link>
      </div>
    </AuthScreen>
  );
}
