import { PRICES_CENTS } from '../../../../common/constants';
import { premiumEndpoints } from '../../../../common/contracts/endpoints';
import type { PaymentProviderView, PaymentView } from '../../../../common/contracts/payments';
import type { PremiumView } from '../../../../common/contracts/premium';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CreditCard, History, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingBlock } from '../../../components/ui/spinner';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatEuro, formatLongDate } from '../../../lib/format';
import { paymentsQueries } from '../api/payments.queries';
import { sandboxChallengeOf } from '../lib/card';
import { takesTestNumbers } from '../lib/stripe-js';
import { CardRefused, TestCards, useCardEntry } from './card-entry';
import { SandboxChallenge, WaitForPayment } from './checkout-flow';
import { useReason } from './checkout-parts';

/** Days a refused renewal is tried before premium ends (the server's RENEWAL_RETRY_DAYS). */
const RETRY_DAYS = 3;
const DAY_MS = 24 * 3600_000;

type Phase =
  | { kind: 'form'; failed: string | null }
  | { kind: 'challenge'; paymentId: string; intentId: string; token: string }
  | { kind: 'waiting'; paymentId: string; bankUrl: string | null };

/**
 * /premium (issue 12, ADR 037): what premium gives, its state, subscribing by card (a 3-D Secure check
 * answered on the sandbox's page, or the bank's page Stripe names), cancelling for the end of the paid month or taking that back, and
 * the monthly payments with their receipts.
 */
export function PremiumPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const mine = useQuery(paymentsQueries.premium());
  const provider = useQuery(paymentsQueries.provider());
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'form', failed: null });
  const reason = useReason();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentsQueries.premium().queryKey });

  const follow = (payment: PaymentView) => {
    refresh();
    if (payment.status === 'requires_action') {
      const challenge = sandboxChallengeOf(payment.nextActionUrl);
      setPhase(
        challenge
          ? { kind: 'challenge', paymentId: payment.id, ...challenge }
          : { kind: 'waiting', paymentId: payment.id, bankUrl: payment.nextActionUrl },
      );
    } else if (payment.status === 'failed') setPhase({ kind: 'form', failed: reason(payment) });
    else setPhase({ kind: 'form', failed: null });
  };

  if (mine.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (!mine.data) return <p role="alert">{t('premium.loadFailed')}</p>;
  const { subscription, priceCents, payments } = mine.data;
  const price = formatEuro(priceCents, lang);
  const paid = subscription && subscription.status !== 'incomplete' ? subscription : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="premium-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('premium.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('premium.intro', { price })}</p>

      <PageSection id="premium-benefits" icon={Sparkles} title={t('premium.benefits.title')}>
        <ul className="space-y-3" data-testid="premium-benefits">
          <li className="flex gap-3">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <span>{t('premium.benefits.noFee', { fee: formatEuro(PRICES_CENTS.accessFee, lang) })}</span>
          </li>
          <li className="flex gap-3">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <span>{t('premium.benefits.support')}</span>
          </li>
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          {t('premium.benefits.optional', {
            group: formatEuro(PRICES_CENTS.group3to1PerLearner, lang),
            private: formatEuro(PRICES_CENTS.private1to1, lang),
          })}
        </p>
      </PageSection>

      <PageSection id="premium-state" icon={CreditCard} title={t('premium.state.title')}>
        {phase.kind === 'challenge' ? (
          <SandboxChallenge
            intentId={phase.intentId}
            token={phase.token}
            onAnswered={() => setPhase({ kind: 'waiting', paymentId: phase.paymentId, bankUrl: null })}
          />
        ) : phase.kind === 'waiting' ? (
          <WaitForPayment
            paymentId={phase.paymentId}
            bankUrl={phase.bankUrl}
            onSettled={follow}
            onSlow={refresh}
          />
        ) : (
          <>
            {phase.failed ? (
              <div
                role="alert"
                className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4"
                data-testid="premium-failed"
              >
                <p className="font-semibold text-red-800">{t('premium.failed.title')}</p>
                <p className="mt-1 text-red-800">{phase.failed}</p>
              </div>
            ) : null}
            {paid ? <Membership subscription={paid} price={price} onChange={refresh} /> : null}
            {paid?.status === 'past_due' || !paid ? (
              provider.isLoading ? (
                <LoadingBlock label={t('common.loading')} />
              ) : !provider.data ? (
                <p role="alert" className="text-red-800">
                  {errorMessage(provider.error, t('payments.checkout.failed'))}
                </p>
              ) : (
                <>
                  <CardPaymentForm
                    key={paid ? 'overdue' : 'subscribe'}
                    provider={provider.data}
                    texts={paid ? 'overdue' : 'subscribe'}
                    price={price}
                    send={(paymentMethodId, key) =>
                      api(
                        paid ? premiumEndpoints.payOverdue : premiumEndpoints.subscribe,
                        { paymentMethodId },
                        { headers: { 'Idempotency-Key': key } },
                      )
                    }
                    onAnswer={follow}
                  />
                  {takesTestNumbers(provider.data) ? <TestCards /> : null}
                </>
              )
            ) : null}
          </>
        )}
      </PageSection>

      <PageSection id="premium-payments" icon={History} title={t('premium.history.title')}>
        {payments.length ? (
          <ul className="divide-y divide-slate-200" data-testid="premium-payments">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="text-slate-800">
                  {formatDateTime(p.createdAt, lang)} · {formatEuro(p.amountCents, lang)}
                </span>
                <span className="flex items-center gap-3">
                  <span className="text-sm text-slate-700">{t(`premium.history.status.${statusOf(p)}`)}</span>
                  {p.status === 'succeeded' ? (
                    <a
                      href={`/api/payments/${p.id}/receipt`}
                      className="text-sm font-medium text-indigo-700 underline"
                      download
                    >
                      {t('receipt.download')}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700" data-testid="premium-no-payments">
            {t('premium.history.empty')}
          </p>
        )}
      </PageSection>
    </div>
  );
}

const statusOf = (p: PaymentView) =>
  p.status === 'succeeded' ? 'paid' : p.status === 'failed' ? 'failed' : 'pending';

/** A paid subscription: until when, what happens then, and the one action that changes it. */
function Membership({
  subscription,
  price,
  onChange,
}: {
  subscription: PremiumView;
  price: string;
  onChange(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const end = formatLongDate(subscription.currentPeriodEnd, lang);
  const text =
    subscription.status === 'past_due'
      ? t('premium.state.pastDue', {
          date: formatLongDate(
            new Date(Date.parse(subscription.currentPeriodEnd) + RETRY_DAYS * DAY_MS).toISOString(),
            lang,
          ),
        })
      : subscription.cancelAtPeriodEnd
        ? t('premium.state.cancelling', { date: end })
        : t('premium.state.active', { date: end, price });
  const change = async (to: 'cancel' | 'resume') => {
    setBusy(true);
    setProblem(null);
    try {
      await api(to === 'cancel' ? premiumEndpoints.cancel : premiumEndpoints.resume, {});
      onChange();
    } catch (error) {
      setProblem(errorMessage(error, t('premium.changeFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="premium-active">
      <p className="text-lg font-semibold text-slate-900">{t('premium.state.member')}</p>
      <p className="mt-1 text-slate-800" data-testid="premium-state-text">
        {text}
      </p>
      {problem ? (
        <p role="alert" className="mt-3 text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-4">
        {subscription.cancelAtPeriodEnd ? (
          <Button disabled={busy} onClick={() => void change('resume')} data-testid="premium-resume">
            {t('premium.resume')}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void change('cancel')}
            data-testid="premium-cancel"
          >
            {t('premium.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The card, made a payment method at the sandbox (as Stripe.js would), then sent by `send` under an
 * Idempotency-Key of its own attempt: subscribing, or paying a past-due month with another card.
 */
function CardPaymentForm({
  provider,
  texts,
  price,
  send,
  onAnswer,
}: {
  provider: PaymentProviderView;
  texts: 'subscribe' | 'overdue';
  price: string;
  send(paymentMethodId: string, key: string): Promise<{ payment: PaymentView }>;
  onAnswer(payment: PaymentView): void;
}) {
  const { t } = useTranslation();
  const card = useCardEntry(provider);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Nothing is taken before the page is alive (a click before hydration must not post a bare form).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const attempt = useRef<{ key: string; signature: string; paymentMethodId: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!card.check()) return;
    const signature = card.signature;
    if (attempt.current?.signature !== signature)
      attempt.current = { key: crypto.randomUUID(), signature, paymentMethodId: null };
    const current = attempt.current;
    setBusy(true);
    try {
      current.paymentMethodId ??= await card.createPaymentMethod();
      const answer = await send(current.paymentMethodId, current.key);
      attempt.current = null;
      onAnswer(answer.payment);
    } catch (error) {
      if (error instanceof CardRefused) return;
      if (!isApiError(error)) {
        setProblem(t('payments.checkout.offline'));
        return;
      }
      if (error.code !== 'IDEMPOTENCY_IN_FLIGHT') attempt.current = null;
      const details = Array.isArray(error.body?.details) ? error.body.details : [];
      if (!card.showRefusal(details)) setProblem(errorMessage(error, t('payments.checkout.failed')));
    } finally {
      setBusy(false);
    }
  };

  const testId = texts === 'subscribe' ? 'premium' : 'premium-overdue';
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className={texts === 'overdue' ? 'mt-6 space-y-4 border-t border-slate-200 pt-6' : 'space-y-4'}
      data-testid={`${testId}-form`}
    >
      <h3 className="text-lg font-semibold text-slate-900">{t(`premium.${texts}.title`)}</h3>
      <p className="text-slate-700">{t(`premium.${texts}.note`, { price })}</p>
      {card.fields}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={busy || !ready}
        data-testid={texts === 'subscribe' ? 'premium-subscribe' : 'premium-overdue-pay'}
      >
        {t(`premium.${texts}.button`, { price })}
      </Button>
    </form>
  );
}
