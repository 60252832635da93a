import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import type { PaymentProviderView } from '../../../../common/contracts/payments';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api';
import { translateMessage } from '../../../lib/error-message';
import { type CardField, cardFieldOf, cardShapeErrors, parseExpiry, reasonKey } from '../lib/card';
import { loadStripeJs, type Stripe, type StripeCardElement, stripeLocale } from '../lib/stripe-js';

/**
 * The card part of any form that takes a card (checkout, premium, top-ups), whichever provider takes
 * it (ADR 043): the sandbox's own three fields, or Stripe's card field from Stripe.js, whose details
 * go to Stripe and never reach us. Either way the form gets a payment method id to pay with.
 */
export interface CardEntry {
  fields: ReactNode;
  /** The checks before anything is sent: false, with the problem shown at the field, when one fails. */
  check(): boolean;
  /** The provider's refusal of card fields (an error's details), under them: false when it named none. */
  showRefusal(details: unknown): boolean;
  /** The card as entered: the same signature again is the same attempt (the same Idempotency-Key). */
  signature: string;
  /**
   * The card as a payment method at the provider, once check() passed. Throws CardRefused when the
   * provider refused the card's details (already shown at the field).
   */
  createPaymentMethod(): Promise<string>;
}

/** The provider refused the card's details before any payment; the field says why. */
export class CardRefused extends Error {}

export function useCardEntry(browser: PaymentProviderView | undefined): CardEntry {
  const sandbox = useSandboxCard();
  const stripe = useStripeCard(browser?.provider === 'stripe' ? browser.publishableKey : null);
  return browser?.provider === 'stripe' ? stripe : sandbox;
}

/** Stripe's card field, drawn in its own frame: our type and colours, as far as Stripe lets us. */
const CARD_STYLE = {
  base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } },
  invalid: { color: '#b91c1c' },
};

/**
 * Stripe's card field (number, expiry and CVC in one frame from js.stripe.com), mounted when its box
 * is on the page and taken down with it; its messages come from Stripe in the reader's language.
 */
function useStripeCard(publishableKey: string | null): CardEntry {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const mounted = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Stripe never shows us the card: each change counts as a new card for the attempt's signature.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!publishableKey || !host) return;
    let card: StripeCardElement | null = null;
    let gone = false;
    setStatus('loading');
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (gone) return;
        const made = stripe.elements({ locale: stripeLocale(language) }).create('card', {
          hidePostalCode: true,
          style: CARD_STYLE,
        });
        made.on('change', (event) => {
          setComplete(event.complete);
          setError(event.error?.message ?? null);
          setVersion((v) => v + 1);
        });
        made.mount(host);
        card = made;
        mounted.current = { stripe, card: made };
        setStatus('ready');
      },
      () => {
        if (!gone) setStatus('failed');
      },
    );
    return () => {
      gone = true;
      card?.destroy();
      mounted.current = null;
    };
  }, [publishableKey, host, language]);

  const refuse = (message: string) => {
    setError(message);
    mounted.current?.card.focus();
  };

  const fields = (
    <div role="group" aria-labelledby="card-element-label" data-testid="stripe-card-entry">
      <p id="card-element-label" className="block text-sm font-medium text-slate-800">
        {t('payments.card.details')}
      </p>
      {status === 'failed' ? (
        <p
          role="alert"
          className="mt-1.5 rounded-lg bg-red-50 p-3 text-sm text-red-800"
          data-testid="stripe-failed"
        >
          {t('payments.card.stripeFailed')}
        </p>
      ) : (
        <>
          <div
            ref={setHost}
            className="mt-1.5 min-h-11 rounded-md border border-slate-300 bg-white px-3 py-3 focus-within:ring-2 focus-within:ring-indigo-500"
            data-testid="stripe-card"
          />
          {status === 'loading' ? (
            <p className="mt-1.5 text-sm text-slate-700">{t('payments.card.stripeLoading')}</p>
          ) : null}
          <FieldError id="card-element-error" message={error} />
          <p className="mt-2 text-xs text-slate-700">{t('payments.card.viaStripe')}</p>
        </>
      )}
    </div>
  );

  return {
    fields,
    check: () => {
      if (!mounted.current) return false;
      if (!complete) {
        refuse(error ?? t('payments.card.errors.incomplete'));
        return false;
      }
      return true;
    },
    showRefusal: (details) => {
      const named = (Array.isArray(details) ? details : []).find(
        (d: { field?: unknown }) => cardFieldOf(d?.field) !== null,
      ) as { code?: unknown; message?: unknown } | undefined;
      if (!named) return false;
      const key = reasonKey(typeof named.code === 'string' ? named.code : null);
      refuse(
        key
          ? t(key)
          : typeof named.message === 'string' && named.message
            ? translateMessage(named.message)
            : t('payments.card.errors.invalid'),
      );
      return true;
    },
    signature: `stripe:${version}`,
    createPaymentMethod: async () => {
      const current = mounted.current;
      if (!current) throw new CardRefused(t('payments.card.stripeFailed'));
      const { paymentMethod, error: refused } = await current.stripe.createPaymentMethod({
        type: 'card',
        card: current.card,
      });
      if (paymentMethod) return paymentMethod.id;
      // A card the provider will not take is the payer's to fix; anything else (no connection) is not.
      if (refused?.type === 'card_error' || refused?.type === 'validation_error') {
        refuse(refused.message ?? t('payments.card.errors.invalid'));
        throw new CardRefused(refused.message);
      }
      throw new Error(refused?.message ?? 'Stripe.js did not answer.');
    },
  };
}

/** The sandbox's card: three fields of our own (number, expiry, CVC), sent to its endpoint. */
function useSandboxCard(): CardEntry {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const fields = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  const showErrors = (found: Partial<Record<CardField, string>>) => {
    setErrors(found);
    const first = (['number', 'expiry', 'cvc'] as const).find((f) => found[f]);
    if (first) fields[first].current?.focus();
  };

  /** The shape checks before anything is sent: false, with the errors shown, when one fails. */
  const check = (): boolean => {
    const shape = cardShapeErrors({ number, expiry, cvc });
    if (Object.keys(shape).length) {
      showErrors(
        Object.fromEntries(Object.entries(shape).map(([f, key]) => [f, t(`payments.card.errors.${key}`)])),
      );
      return false;
    }
    setErrors({});
    return true;
  };

  /** The provider's refusal of card fields (an error's details), under them: false when it named none. */
  const showRefusal = (details: unknown): boolean => {
    const perField: Partial<Record<CardField, string>> = {};
    for (const d of (Array.isArray(details) ? details : []) as {
      field?: unknown;
      code?: unknown;
      message?: unknown;
    }[]) {
      const field = cardFieldOf(d.field);
      if (!field || perField[field]) continue;
      const key = reasonKey(typeof d.code === 'string' ? d.code : null);
      perField[field] = key
        ? t(key)
        : typeof d.message === 'string' && d.message
          ? translateMessage(d.message)
          : t('payments.card.errors.invalid');
    }
    if (!Object.keys(perField).length) return false;
    showErrors(perField);
    return true;
  };

  const inputs = (
    <>
      <TextField
        ref={fields.number}
        id="card-number"
        label={t('payments.card.number')}
        value={number}
        onChange={(e) => setNumber(e.currentTarget.value)}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        error={errors.number}
        data-testid="card-number"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          ref={fields.expiry}
          id="card-expiry"
          label={t('payments.card.expiry')}
          value={expiry}
          onChange={(e) => setExpiry(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          placeholder={t('payments.card.expiryPlaceholder')}
          error={errors.expiry}
          data-testid="card-expiry"
        />
        <TextField
          ref={fields.cvc}
          id="card-cvc"
          label={t('payments.card.cvc')}
          value={cvc}
          onChange={(e) => setCvc(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          error={errors.cvc}
          data-testid="card-cvc"
        />
      </div>
    </>
  );

  return {
    fields: inputs,
    check,
    showRefusal,
    signature: JSON.stringify([number, expiry, cvc]),
    createPaymentMethod: async () =>
      (await api(paymentsEndpoints.sandboxPaymentMethod, { number, ...parseExpiry(expiry)!, cvc })).id,
  };
}

/** Only the sandbox and Stripe's test mode take these numbers; no real money moves. */
export function TestCards() {
  const { t } = useTranslation();
  return (
    <TestNumbers
      id="test-cards"
      numbers={[
        ['4242 4242 4242 4242', t('payments.testCards.succeeds')],
        ['4000 0000 0000 0002', t('payments.testCards.declined')],
        ['4000 0027 6000 3184', t('payments.testCards.challenge')],
      ]}
      note={t('payments.testCards.anyExpiry')}
    />
  );
}

/** Test numbers (cards, IBANs) with what each does, under the test-mode title. */
export function TestNumbers({
  id,
  numbers,
  note,
}: {
  id: string;
  numbers: [string, string][];
  note?: string;
}) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby={id}
      className="mt-6 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-800"
      data-testid={id}
    >
      <h3 id={id} className="font-semibold text-slate-900">
        {t('payments.testCards.title')}
      </h3>
      <ul className="mt-2 space-y-1">
        {numbers.map(([number, what]) => (
          <li key={number}>
            <span className="font-mono break-all">{number}</span>: {what}
          </li>
        ))}
      </ul>
      {note ? <p className="mt-2">{note}</p> : null}
    </aside>
  );
}
