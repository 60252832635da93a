import { splitCheckout } from '../../../../common/checkout-split';
import type { SeatView } from '../../../../common/contracts/booking';
import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import type { PaymentProviderView, PaymentView } from '../../../../common/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { useSecondsLeft } from '../../../hooks/use-seconds-left';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatEuro } from '../../../lib/format';
import { bookingQueries, canPay } from '../../booking';
import { paymentsQueries } from '../api/payments.queries';
import { sandboxChallengeOf } from '../lib/card';
import { takesTestNumbers } from '../lib/stripe-js';
import { CardRefused, TestCards, useCardEntry } from './card-entry';
import { isSettled, Outcome, outcomeOf, SeatSummary, useReason } from './checkout-parts';
import { PayOptions } from './pay-options';

type Phase =
  | { kind: 'form'; declined: string | null }
  | { kind: 'challenge'; paymentId: string; intentId: string; token: string }
  | { kind: 'bank'; paymentId: string; url: string }
  | { kind: 'waiting'; paymentId: string }
  | { kind: 'confirmed'; paymentId?: string }
  | { kind: 'expired' | 'slow' };

/**
 * One attempt at paying: its Idempotency-Key (ADR 026) and the payment method made for it. A retry of
 * the same attempt after a lost connection sends the same key and body; a new card or an answer
 * (paid, declined, refused) starts a new attempt.
 */
export interface Attempt {
  key: string;
  /** What was sent (card, split, amount…): the same signature again is the same attempt. */
  signature: string;
  paymentMethodId: string | null;
}

/** Polls for at most this many seconds before saying the bank is slow. */
const POLL_LIMIT = 90;

export function CheckoutFlow({ seat, provider }: { seat: SeatView; provider: PaymentProviderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reason = useReason();
  const [phase, setPhase] = useState<Phase>(() =>
    seat.status === 'confirmed'
      ? { kind: 'confirmed' }
      : canPay(seat)
        ? { kind: 'form', declined: null }
        : { kind: 'expired' },
  );
  const [announcement, setAnnouncement] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const quote = useQuery({ ...paymentsQueries.quote(seat.id, voucher), enabled: phase.kind === 'form' });
  const split = quote.data
    ? splitCheckout({
        listPriceCents: quote.data.listPriceCents,
        accessFeePaid: quote.data.accessFeeCents === 0,
        discountPercent: quote.data.voucher?.discountPercent ?? 0,
        pointsBalanceCents: quote.data.pointsBalanceCents,
        usePoints,
      })
    : null;
  const deadline = seat.holdExpiresAt ? Date.parse(seat.holdExpiresAt) : null;
  const secondsLeft = useSecondsLeft(phase.kind === 'form' ? deadline : null);

  // The hold ran out while the form was open: nothing can be paid any more.
  useEffect(() => {
    if (phase.kind === 'form' && deadline !== null && secondsLeft === 0 && Date.now() >= deadline)
      setPhase({ kind: 'expired' });
  }, [phase.kind, secondsLeft, deadline]);

  useEffect(() => {
    const texts: Partial<Record<Phase['kind'], string>> = {
      challenge: t('payments.checkout.challenge.title'),
      bank: t('payments.checkout.challenge.title'),
      waiting: t('payments.checkout.waiting'),
      confirmed: t('payments.checkout.outcome.confirmed.title'),
      expired: t('payments.checkout.outcome.expired.title'),
      slow: t('payments.checkout.outcome.slow.title'),
    };
    if (phase.kind === 'form') setAnnouncement(phase.declined ? t('payments.checkout.declined.title') : '');
    else setAnnouncement(texts[phase.kind] ?? '');
  }, [phase, t]);

  /** Where a payment's answer leads; the seat list is refreshed once the seat changed. */
  const follow = (payment: PaymentView) => {
    const challenge = sandboxChallengeOf(payment.nextActionUrl);
    if (payment.status === 'requires_action')
      setPhase(
        challenge
          ? { kind: 'challenge', paymentId: payment.id, ...challenge }
          : { kind: 'bank', paymentId: payment.id, url: payment.nextActionUrl ?? '' },
      );
    else if (payment.status === 'processing') setPhase({ kind: 'waiting', paymentId: payment.id });
    else {
      const end = outcomeOf(payment);
      setPhase(
        end === 'declined'
          ? { kind: 'form', declined: reason(payment) }
          : end === 'confirmed'
            ? { kind: end, paymentId: payment.id }
            : { kind: end },
      );
      if (end !== 'declined')
        void queryClient.invalidateQueries({ queryKey: bookingQueries.mySeats().queryKey });
    }
  };

  const live = phase.kind === 'form' || phase.kind === 'challenge' || phase.kind === 'bank';
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="checkout-status">
        {announcement}
      </p>
      {phase.kind === 'confirmed' || phase.kind === 'expired' || phase.kind === 'slow' ? (
        <Outcome kind={phase.kind} paymentId={phase.kind === 'confirmed' ? phase.paymentId : undefined} />
      ) : (
        <div className="mt-8 grid gap-6 md:grid-cols-5">
          <div className="md:col-span-2">
            <SeatSummary seat={seat} live={live} split={phase.kind === 'form' ? split : null} />
          </div>
          <div className="space-y-6 md:col-span-3">
            {phase.kind === 'form' && quote.data && split ? (
              <>
                <PayOptions
                  seatId={seat.id}
                  quote={quote.data}
                  usePoints={usePoints}
                  onUsePoints={setUsePoints}
                  onVoucher={(code, answer) => {
                    if (answer)
                      queryClient.setQueryData(paymentsQueries.quote(seat.id, code).queryKey, answer);
                    setVoucher(code);
                  }}
                />
                <CardForm
                  seat={seat}
                  provider={provider}
                  terms={{ usePoints, voucherCode: voucher, cardCents: split.cardCents }}
                  declined={phase.declined}
                  onAnswer={follow}
                  onGone={() => setPhase({ kind: 'expired' })}
                  onChanged={() => void quote.refetch()}
                />
              </>
            ) : phase.kind === 'form' ? (
              quote.isError ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {errorMessage(quote.error, t('payments.checkout.failed'))}
                </p>
              ) : (
                <LoadingBlock label={t('common.loading')} />
              )
            ) : phase.kind === 'challenge' ? (
              <SandboxChallenge
                intentId={phase.intentId}
                token={phase.token}
                onAnswered={() => setPhase({ kind: 'waiting', paymentId: phase.paymentId })}
              />
            ) : phase.kind === 'bank' || phase.kind === 'waiting' ? (
              <WaitForPayment
                paymentId={phase.paymentId}
                bankUrl={phase.kind === 'bank' ? phase.url : null}
                onSettled={follow}
                onSlow={() => setPhase({ kind: 'slow' })}
              />
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}

/** The card form: the card becomes a payment method at the provider, then the seat is paid. */
function CardForm({
  seat,
  provider,
  terms,
  declined,
  onAnswer,
  onGone,
  onChanged,
}: {
  seat: SeatView;
  provider: PaymentProviderView;
  /** How the price is split: credit points, a voucher, and the card part the learner sees. */
  terms: { usePoints: boolean; voucherCode: string | null; cardCents: number };
  declined: string | null;
  onAnswer(payment: PaymentView): void;
  onGone(): void;
  /** The server found another figure than the one shown: the quote is read again. */
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const entry = useCardEntry(provider);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's HTML has no handlers: the form waits for the page to come alive, so nothing typed
  // early is lost and an early press cannot submit it natively (losing the seat from the URL).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const attempt = useRef<Attempt | null>(null);
  const declinedHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (declined) declinedHeading.current?.focus();
  }, [declined]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const byCard = terms.cardCents > 0;
    if (byCard && !entry.check()) return;
    // One attempt per card and split: the same again after a lost answer reuses its key and body.
    const signature = byCard
      ? `${entry.signature}|${terms.usePoints}|${terms.voucherCode}|${terms.cardCents}`
      : `points|${terms.voucherCode}`;
    if (attempt.current?.signature !== signature)
      attempt.current = { key: crypto.randomUUID(), signature, paymentMethodId: null };
    const current = attempt.current;
    setBusy(true);
    try {
      if (byCard) current.paymentMethodId ??= await entry.createPaymentMethod();
      const answer = await api(
        paymentsEndpoints.checkoutSeat,
        {
          ...(current.paymentMethodId ? { paymentMethodId: current.paymentMethodId } : {}),
          usePoints: byCard ? terms.usePoints : true,
          ...(terms.voucherCode ? { voucherCode: terms.voucherCode } : {}),
          expectedCardCents: terms.cardCents,
        },
        { params: { id: seat.id }, headers: { 'Idempotency-Key': current.key } },
      );
      attempt.current = null;
      onAnswer(answer.payment);
    } catch (error) {
      // The provider refused the card's details (shown at the field): nothing was sent to us.
      if (error instanceof CardRefused) return;
      if (!isApiError(error)) {
        // No answer (the connection dropped): the same attempt is sent again with the same key.
        setProblem(t('payments.checkout.offline'));
        return;
      }
      if (error.code !== 'IDEMPOTENCY_IN_FLIGHT') attempt.current = null;
      if (error.status === 410) return onGone();
      if (error.body?.key === 'payments.checkout.amountChanged') onChanged();
      if (!entry.showRefusal(error.body?.details))
        setProblem(
          error.code === 'IDEMPOTENCY_IN_FLIGHT'
            ? t('payments.checkout.inFlight')
            : errorMessage(error, t('payments.checkout.failed')),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="card-form"
    >
      {declined ? (
        <div
          role="alert"
          className="mb-5 rounded-lg border border-red-200 bg-red-50 p-4"
          data-testid="checkout-declined"
        >
          <h2 ref={declinedHeading} tabIndex={-1} className="font-semibold text-red-800 focus:outline-none">
            {t('payments.checkout.declined.title')}
          </h2>
          <p className="mt-1 text-red-800">{declined}</p>
          <p className="mt-1 text-sm text-slate-800">{t('payments.checkout.declined.again')}</p>
        </div>
      ) : null}
      <h2 id="card-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CreditCard aria-hidden="true" className="size-6" />
        {terms.cardCents > 0 ? t('payments.card.title') : t('payments.split.pointsTitle')}
      </h2>
      <form className="mt-4" onSubmit={submit} noValidate>
        <fieldset className="space-y-4" disabled={!ready}>
          {terms.cardCents === 0 ? (
            <p className="text-slate-800" data-testid="points-cover">
              {t('payments.split.pointsCover')}
            </p>
          ) : (
            entry.fields
          )}
          {problem ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
              data-testid="checkout-problem"
            >
              {problem}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={busy || !ready} data-testid="pay">
            {busy ? <Spinner /> : null}
            {busy
              ? t('payments.checkout.paying')
              : terms.cardCents > 0
                ? t('payments.checkout.pay', { price: formatEuro(terms.cardCents, i18n.language) })
                : t('payments.split.payWithPoints')}
          </Button>
        </fieldset>
      </form>
      {terms.cardCents > 0 && takesTestNumbers(provider) ? <TestCards /> : null}
    </section>
  );
}

/**
 * The sandbox's 3-D Secure page (what nextActionUrl names): the payer approves or fails the check, as
 * a bank's page would ask. The payment then settles through the provider's webhook.
 */
export function SandboxChallenge({
  intentId,
  token,
  onAnswered,
  title,
  text,
}: {
  intentId: string;
  token: string;
  onAnswered(): void;
  /** The page's own words; 3-D Secure's by default, a bank's page (iDEAL, Bancontact) says its own. */
  title?: string;
  text?: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const answer = async (outcome: 'approve' | 'fail') => {
    setBusy(true);
    setProblem(null);
    try {
      await api(paymentsEndpoints.sandboxChallenge, { token, outcome }, { params: { id: intentId } });
      onAnswered();
    } catch (error) {
      setProblem(errorMessage(error, t('payments.checkout.failed')));
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="challenge-title"
      className="rounded-2xl border-2 border-indigo-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="challenge"
    >
      <h2
        id="challenge-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        <ShieldCheck aria-hidden="true" className="size-6 text-indigo-700" />
        {title ?? t('payments.checkout.challenge.title')}
      </h2>
      <p className="mt-3 text-slate-800">{text ?? t('payments.checkout.challenge.text')}</p>
      <p className="mt-2 text-sm text-slate-700">{t('payments.checkout.challenge.sandbox')}</p>
      {problem ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button disabled={busy} onClick={() => void answer('approve')} data-testid="challenge-approve">
          {t('payments.checkout.challenge.approve')}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => void answer('fail')}
          data-testid="challenge-fail"
        >
          {t('payments.checkout.challenge.fail')}
        </Button>
      </div>
    </section>
  );
}

/** Polls the payment until it settles (the provider's webhook moves it); a bank's own page is linked. */
export function WaitForPayment({
  paymentId,
  bankUrl,
  onSettled,
  onSlow,
}: {
  paymentId: string;
  bankUrl: string | null;
  onSettled(payment: PaymentView): void;
  onSlow(): void;
}) {
  const { t } = useTranslation();
  const [started] = useState(() => Date.now());
  const payment = useQuery({
    ...paymentsQueries.payment(paymentId),
    refetchInterval: (q) => (q.state.data && isSettled(q.state.data) ? false : 1000),
    refetchIntervalInBackground: true,
  });
  const data = payment.data;
  useEffect(() => {
    if (data && isSettled(data)) onSettled(data);
    else if (Date.now() - started > POLL_LIMIT * 1000) onSlow();
    // onSettled and onSlow change identity each render; the answer is what matters.
  }, [data, payment.dataUpdatedAt, started]);
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="waiting-title"
      data-testid="checkout-waiting"
    >
      <h2 id="waiting-title" className="text-xl font-semibold text-slate-900">
        {bankUrl ? t('payments.checkout.challenge.title') : t('payments.checkout.waiting')}
      </h2>
      {bankUrl ? (
        <p className="mt-3 text-slate-800">
          {t('payments.checkout.challenge.bank')}{' '}
          <a
            href={bankUrl}
            className="font-medium text-indigo-700 underline"
            target="_blank"
            rel="noreferrer"
          >
            {t('payments.checkout.challenge.open')}
          </a>
        </p>
      ) : null}
      <p className="mt-4 flex items-center gap-3 text-slate-700">
        <Spinner className="size-6 text-indigo-600" />
        {t('payments.checkout.waitingText')}
      </p>
    </section>
  );
}
