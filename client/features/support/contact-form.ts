import { loadContracts } from '../../lib/contract-schemas';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];
/** SPEC.md 9: the confirmation closes itself after 3 seconds. */
export const CONTACT_AUTO_CLOSE_MS = 3000;

/**
 * SPEC.md 5: checked on submit with the contract's own rules (the server checks the same), giving the
 * i18n key of each failing field's message: name >= 2, valid email, subject >= 5, message >= 10.
 */
export async function validateContact(values: ContactValues): Promise<ContactErrors> {
  const { supportContracts } = await loadContracts();
  const result = supportContracts.contact.input.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      typeof field === 'string' &&
      (CONTACT_FIELDS as string[]).includes(field) &&
      !errors[field as ContactField]
    )
      errors[field as ContactField] = `contact.validation.${field}`;
  }
  return errors;
}
