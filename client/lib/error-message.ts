import { isMessageKey } from '../../common/errors';
import { isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * A message of the contracts or the server in the reader's language: messages are i18n keys
 * (common/contracts/values.ts), never English sentences looked up by their wording.
 */
export function translateMessage(message: string): string {
  return isMessageKey(message) ? i18n.t(message, { defaultValue: message }) : message;
}

/**
 * The human text of a failed call for a toast: the server's message by its i18n key (in the reader's
 * language, with its values), else its English text, else the given fallback. The raw
 * "{status}: {text}" never reaches the user.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const { key, params, message } = error.body ?? {};
    if (typeof key === 'string') return i18n.t(key, { ...params, defaultValue: message ?? fallback });
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
