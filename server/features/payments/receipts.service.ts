import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { asLanguage, skillNamesIn, translate } from '../../i18n/catalogue.ts';
import { LEGAL_DETAILS, SUPPORT_EMAIL } from '../../lib/legal-details.ts';
import * as payments from './payments.repo.ts';
import { canWrite, type ReceiptLayout, renderReceiptPdf } from './receipt-pdf.ts';
import * as repo from './receipts.repo.ts';

/** "TRT-2026-000042": the year and the receipt's number in it. */
export const receiptNumber = (r: { year: number; number: number }) =>
  `TRT-${r.year}-${String(r.number).padStart(6, '0')}`;

/** The bank redirects by their names, which are not translated. */
const BANK_REDIRECTS: Record<string, string> = { ideal: 'iDEAL', bancontact: 'Bancontact' };

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/**
 * The receipt of one succeeded payment of the caller, as a PDF in their language (ADR 028). Anyone
 * else's payment, or one not succeeded, is the same 404 as a payment that does not exist.
 */
export async function receiptPdf(
  ctx: AppContext,
  userId: string,
  paymentId: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const payment = await payments.findPaymentOfUser(ctx.db, paymentId, userId);
  const buyer = payment?.status === 'succeeded' ? await repo.buyerOf(ctx.db, userId) : null;
  if (!payment || !buyer) throw new AppError('NOT_FOUND', 'Receipt not found.');
  const receipt = await issueReceipt(ctx, payment.id);
  const number = receiptNumber(receipt);
  const wanted = asLanguage(buyer.language);
  // Without a font for the language's script on this machine, the receipt is written in English.
  const lang = canWrite(wanted) ? wanted : 'en';
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `receipt.${key}`, vars);
  const timeZone = validZone(buyer.timeZone);
  const legal = lang === 'de' ? LEGAL_DETAILS.de : LEGAL_DETAILS.en;

  const rows: ReceiptLayout['rows'] = [
    { label: t('number'), value: number },
    {
      label: t('date'),
      value: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone }).format(receipt.issuedAt),
    },
    { label: t('billedTo'), value: `${buyer.firstName} ${buyer.lastName}\n${buyer.email}` },
  ];
  const seat =
    payment.purpose === 'seat' && payment.reference
      ? await repo.seatBoughtBy(ctx.db, payment.reference, userId)
      : null;
  if (seat) {
    rows.push({
      label: t('description'),
      value: t('seat', {
        format: t(seat.format === 'private' ? 'formatPrivate' : 'formatGroup'),
        skill: skillNamesIn(lang).get(seat.skillId) ?? seat.skillName,
        tutor: seat.tutorName,
      }),
    });
    const when = new Intl.DateTimeFormat(lang, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    }).format(seat.startsAt);
    const until = new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone }).format(seat.endsAt);
    rows.push({ label: t('sessionTime'), value: `${when} – ${until} (${timeZone})` });
  } else {
    rows.push({
      label: t('description'),
      value:
        payment.purpose === 'points_top_up'
          ? t('pointsTopUp', { points: payment.amountCents.toLocaleString(lang) })
          : t(
              payment.purpose === 'wallet_top_up'
                ? 'walletTopUp'
                : payment.purpose === 'premium'
                  ? 'premiumMonth'
                  : 'otherPurpose',
            ),
    });
  }
  const money = (cents: number) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: payment.currency }).format(cents / 100);
  // A seat's price as it was split (common/checkout-split.ts): list price, the one-time access fee,
  // a voucher's discount, credit points; then what the card paid.
  const split = payment.accessFeeCents > 0 || payment.discountCents > 0 || payment.pointsCents > 0;
  if (split) {
    const listPrice =
      payment.amountCents + payment.pointsCents + payment.discountCents - payment.accessFeeCents;
    rows.push({ label: t('price'), value: money(listPrice) });
    if (payment.accessFeeCents > 0)
      rows.push({ label: t('accessFee'), value: money(payment.accessFeeCents) });
    if (payment.discountCents > 0)
      rows.push({ label: t('voucherDiscount'), value: `−${money(payment.discountCents)}` });
    if (payment.pointsCents > 0) rows.push({ label: t('paidWithPoints'), value: money(payment.pointsCents) });
  }
  rows.push({ label: t('amount'), value: money(payment.amountCents), strong: true });
  const card =
    payment.amountCents > 0 && payment.methodKind === 'card'
      ? await cardOf(ctx, payment.providerPaymentId)
      : null;
  rows.push({
    label: t('paymentMethod'),
    value:
      payment.amountCents === 0
        ? t('methodPoints')
        : payment.methodKind === 'sepa_debit'
          ? t('methodSepa')
          : BANK_REDIRECTS[payment.methodKind]
            ? BANK_REDIRECTS[payment.methodKind]!
            : card
              ? t('card', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 })
              : t('cardUnknown'),
  });
  rows.push({ label: t('status'), value: t('statusPaid') });

  const layout: ReceiptLayout = {
    title: t('title'),
    issuer: {
      heading: t('issuedBy'),
      lines: [
        `TRT Tutoring · ${legal.company}`,
        legal.address,
        legal.office,
        `${t('register')}: ${legal.register}`,
        `${t('vatId')}: ${legal.vat}`,
        `${t('email')}: ${SUPPORT_EMAIL}`,
      ],
    },
    rows,
    // The terms state that all prices include statutory VAT; no rate is stated, so none is shown.
    notes: [t('vatIncluded'), t('thanks')],
    meta: { title: `${t('title')} ${number}`, subject: number },
  };
  return { fileName: `receipt-${number}.pdf`, pdf: await renderReceiptPdf(layout) };
}

/**
 * The payment's receipt number, given the first time it is asked for: in one transaction, the payment
 * row locked (two first downloads of one payment wait for each other), then the year's counter.
 */
async function issueReceipt(ctx: AppContext, paymentId: string): Promise<repo.ReceiptRow> {
  const existing = await repo.findReceipt(ctx.db, paymentId);
  if (existing) return existing;
  return ctx.db.transaction(async (tx) => {
    await payments.lockPayment(tx, paymentId);
    const found = await repo.findReceipt(tx, paymentId);
    if (found) return found;
    const issuedAt = ctx.now();
    const year = issuedAt.getUTCFullYear();
    const number = await repo.takeReceiptNumber(tx, year);
    return repo.insertReceipt(tx, { paymentId, year, number, issuedAt });
  });
}

/** The card as the provider keeps it; a receipt is still made when the provider cannot say. */
async function cardOf(ctx: AppContext, providerPaymentId: string | null) {
  if (!providerPaymentId) return null;
  try {
    return await ctx.payments.provider.cardOf(providerPaymentId);
  } catch (error) {
    ctx.log.warn({ err: error, providerPaymentId }, 'receipts: the provider did not say which card paid');
    return null;
  }
}

function validZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'Europe/Berlin';
  }
}
