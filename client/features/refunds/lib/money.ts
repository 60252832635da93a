/** An amount in cents as the reader writes money: `12,00 €`, `€12.00`. */
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A fresh Idempotency-Key for one attempt at a money-moving call (ADR 026). */
export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
