import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { asLanguage, translate } from '../../i18n/catalogue.ts';

export const EMAIL_QUEUE = 'email.send';
export type EmailTemplate =
  | 'verification'
  | 'reset'
  | 'passwordChanged'
  | 'signInAlert'
  | 'support'
  | 'supportConfirmation'
  | 'tutorApproved'
  | 'tutorChangesRequested'
  | 'notification';

/**
 * Renders a message in the recipient's language and stores it in the outbox with a send job, in the
 * caller's transaction: the email exists exactly when the change that caused it committed.
 */
export async function enqueueEmail(
  ctx: Pick<AppContext, 'jobs'>,
  ex: Executor,
  msg: {
    userId?: string | null;
    to: string;
    template: EmailTemplate;
    language: string;
    vars: Record<string, string | number>;
  },
) {
  const language = asLanguage(msg.language);
  const [row] = await ex
    .insert(emailOutbox)
    .values({
      userId: msg.userId ?? null,
      toAddress: msg.to,
      template: msg.template,
      language,
      subject: translate(language, `email.${msg.template}.subject`, msg.vars),
      body: translate(language, `email.${msg.template}.body`, msg.vars),
    })
    .returning({ id: emailOutbox.id });
  // Six attempts within five to ten minutes (10 s, doubling, with jitter), then the dead-job list.
  await ctx.jobs.enqueue(ex, EMAIL_QUEUE, { outboxId: row!.id }, { retryLimit: 5 });
  return row!.id;
}

/** The job: deliver one outbox row, recording each try; a throw makes the queue retry with backoff. */
export function registerEmailJob(ctx: AppContext) {
  ctx.jobs.handle(EMAIL_QUEUE, async (payload, job) => {
    const id = String(payload.outboxId);
    const [mail] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!mail || mail.status === 'sent') return;
    try {
      await ctx.mailer.send({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.body,
        kind: mail.template,
      });
      // A developer without SMTP reads codes and links at the console; a production log never holds them.
      if (ctx.mailer.kind === 'log' && ctx.env.NODE_ENV !== 'production')
        ctx.log.info(`email to ${mail.toAddress} (SMTP_URL unset, development only):\n${mail.body}`);
      await ctx.db
        .update(emailOutbox)
        .set({
          status: ctx.mailer.kind === 'smtp' ? 'sent' : 'logged',
          tries: sql`${emailOutbox.tries} + 1`,
          sentAt: new Date(),
          lastError: null,
        })
        .where(eq(emailOutbox.id, id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await ctx.db
        .update(emailOutbox)
        .set({
          status: job.isLastAttempt ? 'failed' : 'retrying',
          tries: sql`${emailOutbox.tries} + 1`,
          lastError: message,
        })
        .where(eq(emailOutbox.id, id));
      throw err;
    }
  });
}
