import { authMessages } from '../../common/contracts/values';
import { isApiError } from './api-error';
import { i18n } from './i18n';

const messageKeys = new Map<string, string>(
  Object.entries(authMessages).map(([key, message]) => [message, `validation.${key}`]),
);

/** Shows a known English validation message (server or client) in the user's language. */
export function translateMessage(message: string): string {
  const key = messageKeys.get(message);
  return key ? i18n.t(key, { defaultValue: message }) : message;
}

/**
 * The human text of a failed call for a toast: the server's `message` (translated when we know it),
 * else the given fallback. The raw "{status}: {text}" never reaches the user.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return translateMessage(message);
  }
  return fallback;
}
