import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isBic, isIban } from '../../../../common/payout-method';
import { type Result, ResultStatus } from '../../../components/ui/result-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { type PayoutMethodInput, payoutsQueries, savePayoutMethod } from '../api/payouts.queries';
import { PayoutsPage } from './payout-parts';
import { StripePayoutsSection } from './stripe-payouts-section';

type Kind = 'iban' | 'paypal';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /tutor-direct-payments: where the weekly payout goes. With the sandbox, an IBAN (its checksum checked
 * here as on the server, by the same function) or a PayPal address, shown masked once saved; with
 * Stripe, the tutor's own Stripe account, set up through Stripe's onboarding (ADR 044).
 */
export function TutorDirectPaymentsPage() {
  const { t, i18n } = useTranslation();
  const current = useQuery(payoutsQueries.method());
  const method = current.data?.method ?? null;
  return (
    <PayoutsPage
      testId="tutor-direct-payments"
      title={t('payouts.method.title')}
      intro={t('payouts.method.intro')}
    >
      <section
        aria-labelledby="current-method"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="current-method" className="text-lg font-semibold text-slate-900">
          {t('payouts.method.current')}
        </h2>
        {current.isPending ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : current.isError ? (
          <p role="alert" className="mt-2 text-red-800">
            {t('payouts.loadError')}
          </p>
        ) : method ? (
          <div className="mt-2 text-slate-800" data-testid="saved-method">
            <p className="font-mono text-lg break-all">{method.destination}</p>
            <p className="text-sm text-slate-700">
              {method.kind === 'iban'
                ? [t('payouts.method.iban'), method.accountHolder, method.bic].filter(Boolean).join(' · ')
                : method.kind === 'paypal'
                  ? t('payouts.method.paypal')
                  : method.ready
                    ? t('payouts.stripe.ready')
                    : t('payouts.stripe.pending')}
            </p>
            <p className="text-sm text-slate-700">
              {t('payouts.method.updated', { date: formatDateTime(method.updatedAt, i18n.language) })}
            </p>
            {!method.ready && method.kind !== 'stripe_account' ? (
              <p
                className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="method-not-payable"
              >
                {t('payouts.stripe.notThisMethod')}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 text-slate-700" data-testid="no-method">
            {t('payouts.method.none')}
          </p>
        )}
      </section>
      {current.data?.provider === 'stripe' ? (
        <StripePayoutsSection method={method} />
      ) : current.data ? (
        <PayoutMethodForm />
      ) : null}
    </PayoutsPage>
  );
}

/** The sandbox's payout method: an IBAN with its holder, or a PayPal address. */
function PayoutMethodForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('iban');
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);

  const save = useMutation({
    mutationFn: (input: PayoutMethodInput) => savePayoutMethod(input),
    onSuccess: async () => {
      setResult({ ok: true, text: t('payouts.method.saved') });
      setIban('');
      setBic('');
      await queryClient.invalidateQueries({ queryKey: payoutsQueries.method().queryKey });
      await queryClient.invalidateQueries({ queryKey: payoutsQueries.earnings().queryKey });
    },
    onError: (error) => setResult({ ok: false, text: errorMessage(error, t('payouts.method.saveFailed')) }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (kind === 'iban') {
      if (holder.trim().length < 2) found.holder = t('payouts.method.errors.holder');
      if (!isIban(iban)) found.iban = t('payouts.method.errors.iban');
      if (bic.trim() && !isBic(bic)) found.bic = t('payouts.method.errors.bic');
    } else if (!EMAIL.test(email.trim())) found.email = t('payouts.method.errors.email');
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`payout-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    save.mutate(
      kind === 'iban'
        ? {
            kind,
            accountHolder: holder.trim(),
            iban: iban.trim(),
            ...(bic.trim() ? { bic: bic.trim() } : {}),
          }
        : { kind, paypalEmail: email.trim() },
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{t('payouts.method.choose')}</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            {(['iban', 'paypal'] as const).map((k) => (
              <label
                key={k}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
              >
                <input
                  type="radio"
                  name="payout-kind"
                  value={k}
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setErrors({});
                  }}
                  className="size-4 accent-indigo-600"
                />
                {t(`payouts.method.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'iban' ? (
          <>
            <TextField
              id="payout-holder"
              label={t('payouts.method.accountHolder')}
              value={holder}
              onChange={(e) => setHolder(e.currentTarget.value)}
              autoComplete="name"
              error={errors.holder}
            />
            <TextField
              id="payout-iban"
              label={t('payouts.method.ibanLabel')}
              value={iban}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setIban(value);
                // The error goes as soon as the IBAN is right, while typing: clearing it on blur would
                // move the Save button under the pointer between press and release.
                if (errors.iban && isIban(value)) setErrors((x) => ({ ...x, iban: '' }));
              }}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
              hint={t('payouts.method.ibanHint')}
              error={errors.iban}
            />
            <TextField
              id="payout-bic"
              label={t('payouts.method.bicLabel')}
              value={bic}
              onChange={(e) => setBic(e.currentTarget.value)}
              autoComplete="off"
              spellCheck={false}
              error={errors.bic}
            />
          </>
        ) : (
          <TextField
            id="payout-email"
            type="email"
            label={t('payouts.method.paypalEmail')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="email"
            error={errors.email}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} data-testid="save-payout-method">
            {t('payouts.method.save')}
          </Button>
          <Link href="/tutor-payment-management" className={buttonClasses('link')}>
            {t('payouts.links.earnings')}
          </Link>
        </div>
        <ResultStatus data-testid="payout-method-result" result={result} />
      </form>
    </>
  );
}
