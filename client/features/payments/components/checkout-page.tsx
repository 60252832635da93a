import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { bookingQueries } from '../../booking';
import { paymentsQueries } from '../api/payments.queries';
import { CheckoutFlow } from './checkout-flow';
import { isSettled, Outcome, outcomeOf, Shell, useReason } from './checkout-parts';

/**
 * Issue 12: /payment?seat=<id> pays for one held seat: what is bought, the hold's deadline counting
 * down, and the card form (the sandbox's fields, or Stripe's from Stripe.js; ADR 043). After a bank's
 * check elsewhere, /payment?payment=<id> shows how that payment ended.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const seatId = search.get('seat');
  const paymentId = search.get('payment');
  const seats = useQuery(bookingQueries.mySeats());
  const provider = useQuery(paymentsQueries.provider());

  if (!seatId && paymentId) return <PaymentReturn paymentId={paymentId} />;
  if (seats.isLoading || provider.isLoading)
    return (
      <Shell>
        <LoadingBlock label={t('common.loading')} />
      </Shell>
    );
  const seat =
    [...(seats.data?.upcoming ?? []), ...(seats.data?.past ?? [])].find((s) => s.id === seatId) ?? null;
  if (!seat)
    return (
      <Shell>
        <Outcome kind="notFound" />
      </Shell>
    );
  // Without knowing the provider no card can be taken: its fields and endpoints differ.
  if (!provider.data)
    return (
      <Shell>
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(provider.error, t('payments.checkout.failed'))}
        </p>
      </Shell>
    );
  return (
    <Shell>
      <CheckoutFlow key={seat.id} seat={seat} provider={provider.data} />
    </Shell>
  );
}

/** Back from a bank's check on another page: waits for the payment to settle, then says how it ended. */
function PaymentReturn({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const [polls, setPolls] = useState(0);
  const payment = useQuery({
    ...paymentsQueries.payment(paymentId),
    refetchInterval: (q) => ((q.state.data && isSettled(q.state.data)) || polls > 60 ? false : 1000),
  });
  useEffect(() => setPolls((n) => n + 1), [payment.dataUpdatedAt]);
  const reason = useReason();
  const data = payment.data;
  let body: ReactNode;
  if (payment.isError) body = <Outcome kind="notFound" />;
  else if (data && isSettled(data)) {
    const end = outcomeOf(data);
    body = (
      <Outcome
        kind={end}
        reason={end === 'declined' ? reason(data) : undefined}
        paymentId={end === 'confirmed' ? data.id : undefined}
      />
    );
  } else if (polls > 60) body = <Outcome kind="slow" />;
  else body = <LoadingBlock label={t('payments.checkout.waiting')} />;
  return <Shell>{body}</Shell>;
}
