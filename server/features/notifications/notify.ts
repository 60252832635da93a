import { NOTIFICATION_KINDS, type NotificationKind } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { asLanguage, translate } from '../../i18n/catalogue.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import * as repo from './notifications.repo.ts';

/** The values a notification's text may use; all optional, each kind uses its own. */
export interface NotificationParams {
  skillId?: string;
  /** The skill's stored name, shown where the reader's catalogue has no translation of it. */
  skill?: string;
  /** ISO instant of the session's start. */
  startsAt?: string;
  learner?: string;
  tutor?: string;
  /** Who wrote a message (first name and initial). */
  from?: string;
  hours?: number;
  outcome?: string;
  /** How many of something (open groups offered instead, say). */
  count?: number;
  /** An amount of money in cents and its currency, worded as `amount` in the reader's language. */
  amountCents?: number;
  currency?: string;
  /** Where a refund went (`card`, `credit`, or `payment`: the way a withdrawn top-up was paid), worded from refunds.destinationWords. */
  destination?: string;
  /** Someone's reason, shown as written (a declined refund's). */
  reason?: string;
  /** ISO instant of a day that matters (when premium ends), worded as `date`. */
  endsAt?: string;
}

/** The texts' values as a reader sees them: the skill in their language, the time in their zone. */
export function wordedParams(params: NotificationParams, language: string, timeZone: string) {
  const words: Record<string, string | number> = { ...params };
  if (params.skillId) {
    const key = `seedContent.skills.${params.skillId}.name`;
    const name = translate(language, key);
    words.skill = name === key ? (params.skill ?? params.skillId) : name;
  }
  if (params.startsAt)
    words.when = new Intl.DateTimeFormat(language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(params.startsAt));
  if (params.endsAt)
    words.date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(
      new Date(params.endsAt),
    );
  if (params.amountCents !== undefined)
    words.amount = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: params.currency ?? 'EUR',
    }).format(params.amountCents / 100);
  if (params.destination)
    words.destination = translate(language, `refunds.destinationWords.${params.destination}`);
  if (params.outcome) words.outcome = translate(language, `notifications.outcomes.${params.outcome}`);
  return words;
}

/**
 * Tells one user that something happened, in the caller's transaction: a row for the bell and an
 * email in their language, each unless they switched that off for this kind (NOTIFICATION_KINDS holds
 * the defaults). Texts are worded when shown or mailed, from the kind and its values.
 */
export async function notify(
  ctx: Pick<AppContext, 'jobs' | 'env'>,
  ex: Executor,
  n: { userId: string; kind: NotificationKind; params: NotificationParams; link?: string },
) {
  const defaults = NOTIFICATION_KINDS[n.kind];
  const params = Object.fromEntries(Object.entries(n.params).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
  const wants = await repo.insertUnlessOff(
    ex,
    { userId: n.userId, kind: n.kind, params, link: n.link ?? null },
    { inApp: defaults.inApp, email: defaults.email === true },
  );
  // A kind with its own email (email: null) is never mailed here, whatever a stored row says.
  if (defaults.email === null || !wants.email) return;
  const to = await repo.recipient(ex, n.userId);
  if (!to) return;
  const language = asLanguage(to.language);
  const words = wordedParams(n.params, language, to.timeZone);
  await enqueueEmail(ctx, ex, {
    userId: n.userId,
    to: to.email,
    template: 'notification',
    language,
    vars: {
      firstName: to.firstName,
      title: translate(language, `notifications.kinds.${n.kind}.title`, words),
      text: translate(language, `notifications.kinds.${n.kind}.text`, words),
      link: `${ctx.env.PUBLIC_URL}${n.link ?? '/dashboard'}`,
      settingsLink: `${ctx.env.PUBLIC_URL}/dashboard`,
    },
  });
}
