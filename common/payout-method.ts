import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * The payout method's checks, shared by the browser (checked as the tutor types) and the server
 * (checked again, the only check that counts): one source, the `ibantools` checksum (ISO 13616,
 * mod 97) and country lengths.
 */

/** The IBAN as stored: spaces and dashes gone, upper case (the "electronic format"). */
export const normaliseIban = (raw: string): string => electronicFormatIBAN(raw.trim()) ?? '';

/** Whether the IBAN has its country's length and a valid checksum. */
export const isIban = (raw: string): boolean => isValidIBAN(normaliseIban(raw));

/** A BIC of 8 or 11 characters (optional on the form: SEPA transfers need none). */
export const isBic = (raw: string): boolean => isValidBIC(raw.replace(/\s+/g, '').toUpperCase());

/**
 * The IBAN as people are shown it: the country, check digits and last four, the rest hidden
 * (`DE89 •••• •••• •••• •••• 3000`), so a screen or a log never shows the whole account.
 */
export function maskIban(iban: string): string {
  const e = normaliseIban(iban) || iban;
  if (e.length < 8) return '••••';
  const hidden = e.length - 8;
  const middle = '•'
    .repeat(hidden)
    .replace(/(.{4})/g, '$1 ')
    .trim();
  return `${e.slice(0, 4)} ${middle} ${e.slice(-4)}`.replace(/\s+/g, ' ');
}
