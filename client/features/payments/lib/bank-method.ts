/**
 * A SEPA Direct Debit mandate, an iDEAL bank or Bancontact as a payment method, at whichever provider
 * takes payments (ADR 043): the sandbox's endpoint, or Stripe.js straight to Stripe.
 */
import type { z } from 'zod';
import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import type { PaymentProviderView, paymentsContracts } from '../../../../common/contracts/payments';
import { api } from '../../../lib/api';
import { loadStripeJs } from './stripe-js';

export type BankDetails = z.input<(typeof paymentsContracts)['sandboxBankMethod']['input']>;

/** Stripe refused the details before any payment; `field` is ours (iban, holderName, bank) when it named one. */
export class BankDetailsRefused extends Error {
  constructor(
    readonly field: 'iban' | 'holderName' | 'bank' | null,
    message: string,
  ) {
    super(message);
  }
}

/** Stripe's parameter of a refused detail, as our form's field. */
const FIELDS: Record<string, BankDetailsRefused['field']> = {
  'sepa_debit[iban]': 'iban',
  'billing_details[name]': 'holderName',
  'ideal[bank]': 'bank',
};

/** The payment method's id; `email` is the payer's, which a SEPA mandate at Stripe must carry. */
export async function createBankMethod(
  browser: PaymentProviderView,
  details: BankDetails,
  email: string,
): Promise<string> {
  if (browser.provider === 'sandbox') return (await api(paymentsEndpoints.sandboxBankMethod, details)).id;
  const stripe = await loadStripeJs(browser.publishableKey);
  const { paymentMethod, error } = await stripe.createPaymentMethod(
    details.type === 'sepa_debit'
      ? {
          type: 'sepa_debit',
          sepa_debit: { iban: details.iban },
          billing_details: { name: details.holderName, email },
        }
      : details.type === 'ideal'
        ? { type: 'ideal', ideal: { bank: details.bank } }
        : { type: 'bancontact', billing_details: { name: details.holderName } },
  );
  if (paymentMethod) return paymentMethod.id;
  if (error?.type === 'invalid_request_error' || error?.type === 'validation_error')
    throw new BankDetailsRefused(FIELDS[error.param ?? ''] ?? null, error.message ?? '');
  throw new Error(error?.message ?? 'Stripe.js did not answer.');
}
