import { PRICES_CENTS } from '../../../../common/constants';
import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import {
  EUROPEAN_METHODS,
  IDEAL_BANKS,
  type IdealBank,
  PAYMENT_METHOD_KINDS,
  type PaymentProviderView,
  type PaymentView,
  POINTS_TOP_UP_MAX_CENTS,
  POINTS_TOP_UP_MIN_CENTS,
  SANDBOX_TEST_IBANS,
} from '../../../../common/contracts/payments';
import { isIban } from '../../../../common/payout-method';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Coins, History, Hourglass, Landmark } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { PageSection } from '../../../components/ui/page-section';
import { Select } from '../../../components/ui/select';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api, isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { formatDateTime, formatEuro, formatNumber } from '../../../lib/format';
import type { WithdrawableTopUp } from '../../../../common/contracts/refunds';
import { useAuth } from '../../auth';
import { refundsQueries, WithdrawTopUp } from '../../refunds';
import { paymentsQueries } from '../api/payments.queries';
import { PointsBalance } from './credit-points-page';
import { sandboxChallengeOf } from '../lib/card';
import { BankDetailsRefused, createBankMethod } from '../lib/bank-method';
import { takesTestNumbers } from '../lib/stripe-js';
import { CardRefused, TestCards, TestNumbers, useCardEntry } from './card-entry';
import { type Attempt, SandboxChallenge, WaitForPayment } from './checkout-flow';
import { useReason } from './checkout-parts';

/** The ways to pay, in the order offered: Europe's own first, then the card. */
type Method = (typeof PAYMENT_METHOD_KINDS)[number];
const METHODS: readonly Method[] = [...EUROPEAN_METHODS, 'card'];

/** One 3:1 session, two, five (SPEC.md 9 prices). */
const PRESETS = [
  { cents: PRICES_CENTS.group3to1PerLearner, key: 'one' },
  { cents: PRICES_CENTS.group3to1PerLearner * 2, key: 'two' },
  { cents: PRICES_CENTS.group3to1PerLearner * 5, key: 'five' },
] as const;

/** Reads of the top-ups while one waits for its bank. */
const PENDING_POLL_MS = 3000;

type Field = 'amount' | 'holderName' | 'iban' | 'mandate' | 'bank';

type Phase =
  | { kind: 'form'; failed: string | null }
  | { kind: 'challenge'; paymentId: string; amountCents: number; intentId: string; token: string }
  | { kind: 'bank'; paymentId: string; amountCents: number; url: string }
  | { kind: 'waiting'; paymentId: string; amountCents: number }
  | { kind: 'pending'; paymentId: string; amountCents: number }
  | { kind: 'done'; amountCents: number };

/** "12", "12.50" or "12,50" euros in cents; null when it is not an amount. */
function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*(?:€|eur)?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * /european-payments: buying credit points (1 point = 1 cent) with SEPA Direct Debit, iDEAL,
 * Bancontact or a card. A direct debit stays "processing" until the bank confirms it; the points
 * arrive when the payment succeeds, and the top-ups list shows each one's state.
 */
export function EuropeanPaymentsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const reason = useReason();
  const provider = useQuery(paymentsQueries.provider());
  const points = useQuery(paymentsQueries.points());
  const [phase, setPhase] = useState<Phase>({ kind: 'form', failed: null });
  // Read again every few seconds while a top-up waits for its bank, and not otherwise.
  const topUps = useQuery({
    ...paymentsQueries.topUps(),
    refetchInterval: (q) =>
      phase.kind === 'pending' || q.state.data?.topUps.some((u) => u.payment.status === 'processing')
        ? PENDING_POLL_MS
        : false,
  });
  // Whether each top-up can still be withdrawn (14 days, points unused), keyed by its payment.
  const withdrawals = useQuery(refundsQueries.topUps());
  const withdrawalOf = new Map(withdrawals.data?.topUps.map((w) => [w.paymentId, w]));
  const [announcement, setAnnouncement] = useState('');
  const outcomeHeading = useRef<HTMLHeadingElement>(null);

  const refreshTopUps = () => {
    void queryClient.invalidateQueries({ queryKey: paymentsQueries.topUps().queryKey });
    void queryClient.invalidateQueries({ queryKey: refundsQueries.topUps().queryKey });
  };
  const refreshPoints = () =>
    void queryClient.invalidateQueries({ queryKey: paymentsQueries.points().queryKey });

  /** Where a top-up's answer leads. */
  const follow = (payment: PaymentView) => {
    refreshTopUps();
    if (payment.status === 'requires_action') {
      const challenge = sandboxChallengeOf(payment.nextActionUrl);
      setPhase(
        challenge
          ? {
              kind: 'challenge',
              paymentId: payment.id,
              amountCents: payment.amountCents,
              ...challenge,
            }
          : {
              kind: 'bank',
              paymentId: payment.id,
              amountCents: payment.amountCents,
              url: payment.nextActionUrl ?? '',
            },
      );
    } else if (payment.status === 'succeeded') {
      refreshPoints();
      setPhase({ kind: 'done', amountCents: payment.amountCents });
    } else if (payment.status === 'failed') setPhase({ kind: 'form', failed: reason(payment) });
    else setPhase({ kind: 'pending', paymentId: payment.id, amountCents: payment.amountCents });
  };

  // A direct debit the bank confirmed (or refused) while the page was open: the list says so first.
  const list = topUps.data?.topUps;
  const paidCount = list?.filter((u) => u.payment.status === 'succeeded').length;
  const seenPaid = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (paidCount === undefined) return;
    if (seenPaid.current !== undefined && paidCount > seenPaid.current) refreshPoints();
    seenPaid.current = paidCount;
  }, [paidCount]);
  useEffect(() => {
    if (phase.kind !== 'pending' || !list) return;
    const mine = list.find((u) => u.payment.id === phase.paymentId)?.payment;
    if (mine && mine.status !== 'processing') follow(mine);
  }, [list, phase]);

  useEffect(() => {
    const texts: Partial<Record<Phase['kind'], string>> = {
      challenge: t('payments.european.bankPage.title'),
      bank: t('payments.european.bankPage.title'),
      waiting: t('payments.checkout.waiting'),
      pending: t('payments.european.pending.title'),
      done: t('payments.european.done.title', {
        points: phase.kind === 'done' ? formatNumber(phase.amountCents, lang) : '',
      }),
    };
    setAnnouncement(
      phase.kind === 'form'
        ? phase.failed
          ? t('payments.european.failed.title')
          : ''
        : (texts[phase.kind] ?? ''),
    );
    if (phase.kind === 'done' || phase.kind === 'pending' || (phase.kind === 'form' && phase.failed))
      outcomeHeading.current?.focus();
  }, [phase, t, lang]);

  const again = () => setPhase({ kind: 'form', failed: null });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-testid="european-payments-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('payments.european.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('payments.european.intro')}</p>
      <p role="status" aria-live="polite" className="sr-only" data-testid="topup-status">
        {announcement}
      </p>

      <PageSection id="topup-balance" icon={Coins} title={t('payments.points.balanceTitle')}>
        <PointsBalance query={points} />
        <p>
          <Link href="/dual-payment-system" className="font-medium text-indigo-700 underline">
            {t('payments.european.howPoints')}
          </Link>
        </p>
      </PageSection>

      <div className="mt-8">
        {provider.isLoading ? (
          <LoadingBlock label={t('common.loading')} />
        ) : !provider.data ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(provider.error, t('payments.checkout.failed'))}
          </p>
        ) : phase.kind === 'form' ? (
          <>
            {phase.failed ? (
              <div
                role="alert"
                className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4"
                data-testid="topup-failed"
              >
                <h2
                  ref={outcomeHeading}
                  tabIndex={-1}
                  className="font-semibold text-red-800 focus:outline-none"
                >
                  {t('payments.european.failed.title')}
                </h2>
                <p className="mt-1 text-red-800">{phase.failed}</p>
                <p className="mt-1 text-sm text-slate-800">{t('payments.european.failed.again')}</p>
              </div>
            ) : null}
            <TopUpForm provider={provider.data} onAnswer={follow} />
          </>
        ) : phase.kind === 'challenge' ? (
          <SandboxChallenge
            intentId={phase.intentId}
            token={phase.token}
            title={t('payments.european.bankPage.title')}
            text={t('payments.european.bankPage.text', { amount: formatEuro(phase.amountCents, lang) })}
            onAnswered={() =>
              setPhase({ kind: 'waiting', paymentId: phase.paymentId, amountCents: phase.amountCents })
            }
          />
        ) : phase.kind === 'bank' || phase.kind === 'waiting' ? (
          <WaitForPayment
            paymentId={phase.paymentId}
            bankUrl={phase.kind === 'bank' ? phase.url : null}
            onSettled={follow}
            // The bank is slow: the top-ups list keeps watching it.
            onSlow={() => {
              refreshTopUps();
              setPhase({ kind: 'pending', paymentId: phase.paymentId, amountCents: phase.amountCents });
            }}
          />
        ) : (
          <section
            aria-labelledby="topup-outcome"
            className={cn(
              'rounded-2xl border p-5 sm:p-6',
              phase.kind === 'done' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50',
            )}
            data-testid={phase.kind === 'done' ? 'topup-done' : 'topup-pending'}
          >
            <h2
              id="topup-outcome"
              ref={outcomeHeading}
              tabIndex={-1}
              className="flex items-center gap-2 text-2xl font-semibold text-slate-900 focus:outline-none"
            >
              {phase.kind === 'done' ? (
                <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-700" />
              ) : (
                <Hourglass aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
              )}
              {phase.kind === 'done'
                ? t('payments.european.done.title', { points: formatNumber(phase.amountCents, lang) })
                : t('payments.european.pending.title')}
            </h2>
            <p className="mt-3 text-slate-800">
              {phase.kind === 'done'
                ? t('payments.european.done.text', { amount: formatEuro(phase.amountCents, lang) })
                : t('payments.european.pending.text', { amount: formatEuro(phase.amountCents, lang) })}
            </p>
            {phase.kind === 'pending' ? (
              <p className="mt-3 flex items-center gap-3 text-slate-700">
                <Spinner className="size-5 text-amber-700" />
                {t('payments.european.pending.checking')}
              </p>
            ) : null}
            <Button variant="outline" className="mt-5" onClick={again} data-testid="topup-again">
              {t('payments.european.again')}
            </Button>
          </section>
        )}
      </div>

      <PageSection id="topup-history" icon={History} title={t('payments.european.history.title')}>
        {topUps.isLoading ? (
          <LoadingBlock label={t('common.loading')} />
        ) : !list ? (
          <p role="alert">{t('payments.european.history.loadFailed')}</p>
        ) : list.length === 0 ? (
          <p data-testid="top-ups-empty">{t('payments.european.history.empty')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-700">{t('refunds.withdrawal.rule')}</p>
            <ul className="divide-y divide-slate-200" data-testid="top-ups">
              {list.map(({ payment, methodKind, takenBack }) => (
                <li
                  key={payment.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                  data-testid="top-up"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      {formatEuro(payment.amountCents, lang)}
                      {' · '}
                      {t(`payments.european.methods.${methodKind}.name`)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {formatDateTime(payment.createdAt, lang)}
                    </span>
                  </span>
                  <StatusBadge status={payment.status} takenBack={takenBack} />
                  <WithdrawalOf topUp={withdrawalOf.get(payment.id)} onWithdrawn={refreshPoints} />
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>
    </div>
  );
}

/** A top-up's 14-day refund, once the refund list has answered for it. */
function WithdrawalOf({ topUp, onWithdrawn }: { topUp: WithdrawableTopUp | undefined; onWithdrawn(): void }) {
  return topUp ? <WithdrawTopUp topUp={topUp} onWithdrawn={onWithdrawn} /> : null;
}

function StatusBadge({ status, takenBack }: { status: PaymentView['status']; takenBack: boolean }) {
  const { t } = useTranslation();
  const [tone, key] = takenBack
    ? ['bg-red-100 text-red-800', 'takenBack']
    : status === 'succeeded'
      ? ['bg-emerald-100 text-emerald-800', 'succeeded']
      : status === 'processing'
        ? ['bg-amber-100 text-amber-900', 'processing']
        : status === 'failed'
          ? ['bg-red-100 text-red-800', 'failed']
          : ['bg-slate-100 text-slate-700', 'open'];
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tone)}
      data-testid="top-up-status"
    >
      {t(`payments.european.history.status.${key}`)}
    </span>
  );
}

/**
 * Step 1 the amount, step 2 the way to pay, then that way's details: the method becomes a payment
 * method at the sandbox (as Stripe.js would do for Stripe), then the top-up is asked for under an
 * Idempotency-Key of its own attempt.
 */
function TopUpForm({
  provider,
  onAnswer,
}: {
  provider: PaymentProviderView;
  onAnswer(payment: PaymentView): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { user } = useAuth();
  const card = useCardEntry(provider);
  const [preset, setPreset] = useState<number | 'custom'>(PRESETS[0].cents);
  const [custom, setCustom] = useState('');
  const [method, setMethod] = useState<Method>(METHODS[0]!);
  const [holder, setHolder] = useState('');
  const [iban, setIban] = useState('');
  const [mandate, setMandate] = useState(false);
  const [bank, setBank] = useState<IdealBank | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // As at checkout: nothing is taken before the page is alive.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const attempt = useRef<Attempt | null>(null);
  const refs = {
    amount: useRef<HTMLInputElement>(null),
    holderName: useRef<HTMLInputElement>(null),
    iban: useRef<HTMLInputElement>(null),
    mandate: useRef<HTMLInputElement>(null),
    bank: useRef<HTMLSelectElement>(null),
  };

  const amountCents = preset === 'custom' ? parseEuros(custom) : preset;
  const amountOk =
    amountCents !== null && amountCents >= POINTS_TOP_UP_MIN_CENTS && amountCents <= POINTS_TOP_UP_MAX_CENTS;
  const range = {
    min: formatEuro(POINTS_TOP_UP_MIN_CENTS, lang),
    max: formatEuro(POINTS_TOP_UP_MAX_CENTS, lang),
  };

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['amount', 'holderName', 'iban', 'mandate', 'bank'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
  };

  /** The form's own checks (the contracts' rules), before anything is sent. */
  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!amountOk) found.amount = t('payments.european.errors.amount', range);
    if (method === 'sepa_debit' || method === 'bancontact') {
      const name = holder.trim();
      if (name.length < 2 || name.length > 100) found.holderName = t('payments.european.errors.holderName');
    }
    if (method === 'sepa_debit') {
      if (!isIban(iban)) found.iban = t('payments.european.errors.iban');
      if (!mandate) found.mandate = t('payments.european.errors.mandate');
    }
    if (method === 'ideal' && !bank) found.bank = t('payments.european.errors.bank');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = check();
    // The card's own checks run too, so every missing field is shown at once.
    const cardOk = method !== 'card' || card.check();
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    if (!cardOk || amountCents === null) return;
    const details =
      method === 'sepa_debit'
        ? ({ type: method, iban, holderName: holder, mandateAccepted: true } as const)
        : method === 'ideal'
          ? ({ type: method, bank: bank as IdealBank } as const)
          : method === 'bancontact'
            ? ({ type: method, holderName: holder } as const)
            : null;
    // One attempt per amount and way to pay: the same again after a lost answer reuses its key and body.
    const signature = `${amountCents}|${method}|${details ? JSON.stringify(details) : card.signature}`;
    if (attempt.current?.signature !== signature)
      attempt.current = { key: crypto.randomUUID(), signature, paymentMethodId: null };
    const current = attempt.current;
    setBusy(true);
    try {
      current.paymentMethodId ??= details
        ? await createBankMethod(provider, details, user?.email ?? '')
        : await card.createPaymentMethod();
      const answer = await api(
        paymentsEndpoints.createPointsTopUp,
        { amountCents, paymentMethodId: current.paymentMethodId },
        { headers: { 'Idempotency-Key': current.key } },
      );
      attempt.current = null;
      onAnswer(answer);
    } catch (error) {
      // The provider refused the details before any payment: the card's field says why, or the bank's.
      if (error instanceof CardRefused) return;
      if (error instanceof BankDetailsRefused) {
        if (error.field) showErrors({ [error.field]: error.message });
        else setProblem(error.message);
        return;
      }
      if (!isApiError(error)) {
        // No answer (the connection dropped): the same attempt is sent again with the same key.
        setProblem(t('payments.checkout.offline'));
        return;
      }
      if (error.code !== 'IDEMPOTENCY_IN_FLIGHT') attempt.current = null;
      const list = Array.isArray(error.body?.details) ? error.body.details : [];
      const perField: Partial<Record<Field, string>> = {};
      for (const d of list as { field?: unknown; message?: unknown }[]) {
        const field =
          d.field === 'amountCents'
            ? 'amount'
            : d.field === 'mandateAccepted'
              ? 'mandate'
              : d.field === 'holderName' || d.field === 'iban' || d.field === 'bank'
                ? d.field
                : null;
        if (field && !perField[field])
          perField[field] =
            typeof d.message === 'string' && d.message
              ? translateMessage(d.message)
              : t('payments.card.errors.invalid');
      }
      if (Object.keys(perField).length) showErrors(perField);
      else if (method !== 'card' || !card.showRefusal(list))
        setProblem(
          error.code === 'IDEMPOTENCY_IN_FLIGHT'
            ? t('payments.checkout.inFlight')
            : errorMessage(error, t('payments.checkout.failed')),
        );
    } finally {
      setBusy(false);
    }
  };

  const radioCard = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
      checked
        ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600'
        : 'border-slate-300 bg-white hover:border-slate-400',
    );

  return (
    <section
      aria-labelledby="topup-form-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="top-up-form"
    >
      <h2
        id="topup-form-title"
        className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:text-2xl"
      >
        <Landmark aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
        {t('payments.european.formTitle')}
      </h2>
      <form className="mt-4" onSubmit={submit} noValidate>
        <fieldset className="space-y-8" disabled={!ready}>
          <fieldset aria-describedby={errors.amount ? 'topup-amount-error' : undefined}>
            <legend className="text-lg font-semibold text-slate-900">
              {t('payments.european.amountLegend')}
            </legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {PRESETS.map((p) => (
                <label key={p.key} className={radioCard(preset === p.cents)}>
                  <input
                    type="radio"
                    name="topup-amount"
                    className="mt-1 size-5 shrink-0 accent-indigo-600"
                    checked={preset === p.cents}
                    onChange={() => setPreset(p.cents)}
                    data-testid={`amount-${p.cents}`}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{formatEuro(p.cents, lang)}</span>
                    <span className="block text-sm text-slate-700">
                      {t(`payments.european.presets.${p.key}`)}
                    </span>
                  </span>
                </label>
              ))}
              <label className={radioCard(preset === 'custom')}>
                <input
                  type="radio"
                  name="topup-amount"
                  className="mt-1 size-5 shrink-0 accent-indigo-600"
                  checked={preset === 'custom'}
                  onChange={() => setPreset('custom')}
                  data-testid="amount-custom"
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {t('payments.european.customOption')}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {t('payments.european.customHint', range)}
                  </span>
                </span>
              </label>
            </div>
            {preset === 'custom' ? (
              <TextField
                ref={refs.amount}
                id="topup-amount"
                className="mt-4 sm:max-w-xs"
                label={t('payments.european.customLabel')}
                value={custom}
                onChange={(e) => setCustom(e.currentTarget.value)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={10}
                hint={t('payments.european.customHint', range)}
                error={errors.amount}
                data-testid="custom-amount"
              />
            ) : (
              <FieldError id="topup-amount-error" message={errors.amount} />
            )}
          </fieldset>

          <fieldset>
            <legend className="text-lg font-semibold text-slate-900">
              {t('payments.european.methodLegend')}
            </legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {METHODS.map((m) => (
                <label key={m} className={radioCard(method === m)}>
                  <input
                    type="radio"
                    name="topup-method"
                    className="mt-1 size-5 shrink-0 accent-indigo-600"
                    checked={method === m}
                    onChange={() => {
                      setMethod(m);
                      setErrors({});
                      setProblem(null);
                    }}
                    aria-describedby={`method-${m}-line`}
                    data-testid={`method-${m}`}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {t(`payments.european.methods.${m}.name`)}
                    </span>
                    <span id={`method-${m}-line`} className="block text-sm text-slate-700">
                      {t(`payments.european.methods.${m}.line`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-4" data-testid={`details-${method}`}>
            <legend className="text-lg font-semibold text-slate-900">
              {t('payments.european.detailsLegend', {
                method: t(`payments.european.methods.${method}.name`),
              })}
            </legend>
            {method === 'sepa_debit' || method === 'bancontact' ? (
              <TextField
                ref={refs.holderName}
                id="topup-holder"
                label={t('payments.european.holderName')}
                value={holder}
                onChange={(e) => setHolder(e.currentTarget.value)}
                autoComplete="name"
                maxLength={100}
                error={errors.holderName}
                data-testid="holder-name"
              />
            ) : null}
            {method === 'sepa_debit' ? (
              <>
                <TextField
                  ref={refs.iban}
                  id="topup-iban"
                  label={t('payments.european.iban')}
                  value={iban}
                  onChange={(e) => setIban(e.currentTarget.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={50}
                  placeholder="DE89 3704 0044 0532 0130 00"
                  error={errors.iban}
                  data-testid="iban"
                />
                <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                  <h3 id="mandate-title" className="font-semibold text-slate-900">
                    {t('payments.european.mandateTitle')}
                  </h3>
                  <p id="mandate-text" className="mt-2 text-sm text-slate-800" data-testid="mandate-text">
                    {t('payments.european.mandate')}
                  </p>
                  <label className="mt-4 flex items-start gap-3 text-slate-900">
                    <input
                      ref={refs.mandate}
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                      checked={mandate}
                      onChange={(e) => setMandate(e.currentTarget.checked)}
                      aria-invalid={errors.mandate ? true : undefined}
                      aria-describedby={cn('mandate-text', errors.mandate && 'topup-mandate-error')}
                      data-testid="mandate"
                    />
                    <span className="font-medium">{t('payments.european.mandateAccept')}</span>
                  </label>
                  <FieldError id="topup-mandate-error" message={errors.mandate} />
                </div>
              </>
            ) : null}
            {method === 'ideal' ? (
              <div>
                <Label htmlFor="topup-bank" className="mb-1.5">
                  {t('payments.european.bank')}
                </Label>
                <Select
                  ref={refs.bank}
                  id="topup-bank"
                  className="w-full sm:max-w-sm"
                  value={bank}
                  onChange={(e) => setBank(e.currentTarget.value as IdealBank | '')}
                  aria-invalid={errors.bank ? true : undefined}
                  aria-describedby={errors.bank ? 'topup-bank-error' : undefined}
                  data-testid="ideal-bank"
                >
                  <option value="">{t('payments.european.chooseBank')}</option>
                  {(Object.entries(IDEAL_BANKS) as [IdealBank, string][]).map(([id, name]) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                </Select>
                <FieldError id="topup-bank-error" message={errors.bank} />
              </div>
            ) : null}
            {method === 'ideal' || method === 'bancontact' ? (
              <p className="text-sm text-slate-700">{t('payments.european.redirectNote')}</p>
            ) : null}
            {method === 'card' ? card.fields : null}
          </fieldset>

          <div className="space-y-4">
            {problem ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
                data-testid="topup-problem"
              >
                {problem}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={busy || !ready} data-testid="pay">
              {busy ? <Spinner /> : null}
              {busy
                ? t('payments.checkout.paying')
                : amountOk && amountCents !== null
                  ? t('payments.checkout.pay', { price: formatEuro(amountCents, lang) })
                  : t('payments.european.title')}
            </Button>
          </div>
        </fieldset>
      </form>
      {!takesTestNumbers(provider) ? null : method === 'card' ? (
        <TestCards />
      ) : method === 'sepa_debit' ? (
        <TestIbans sandbox={provider.provider === 'sandbox'} />
      ) : null}
    </section>
  );
}

/**
 * Stripe's test IBANs, which the sandbox takes too; no real money moves. How long the bank takes is
 * the sandbox's own timing, so only the sandbox says it.
 */
function TestIbans({ sandbox }: { sandbox: boolean }) {
  const { t } = useTranslation();
  return (
    <TestNumbers
      id="test-ibans"
      numbers={[
        [SANDBOX_TEST_IBANS.paid, t('payments.testCards.succeeds')],
        [SANDBOX_TEST_IBANS.refused, t('payments.european.testIbans.fails')],
        [SANDBOX_TEST_IBANS.disputed, t('payments.european.testIbans.disputed')],
      ]}
      note={sandbox ? t('payments.european.testIbans.note') : undefined}
    />
  );
}
