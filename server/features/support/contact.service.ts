import type { AppContext } from '../../context.ts';
import { supportTickets } from '../../db/schema/index.ts';
import { enqueueEmail } from '../../integrations/email/outbox.ts';
import { hasPremiumBenefits } from '../premium/index.ts';

/**
 * Stores a support ticket and, in the same transaction, emails it to the support inbox and sends the
 * sender a confirmation with the 24-hour reply promise (SPEC.md 9).
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: { name: string; email: string; subject: string; message: string },
  meta: { userId: string | null; language: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ ...input, userId: meta.userId, language: meta.language, createdAt: ctx.now() })
      .returning({ id: supportTickets.id });
    const reference = ticket!.id.slice(0, 8).toUpperCase();
    // Premium members' messages are marked in the subject, so the support inbox answers them first.
    const premium = meta.userId !== null && (await hasPremiumBenefits(tx, meta.userId));
    await enqueueEmail(ctx, tx, {
      to: ctx.env.SUPPORT_EMAIL,
      template: 'support',
      language: 'en',
      vars: {
        reference,
        priority: premium ? 'PREMIUM · ' : '',
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        language: meta.language,
      },
    });
    await enqueueEmail(ctx, tx, {
      userId: meta.userId,
      to: input.email,
      template: 'supportConfirmation',
      language: meta.language,
      vars: { reference, name: input.name, subject: input.subject },
    });
    return {
      ok: true as const,
      ticketId: ticket!.id,
      message: "Message Sent Successfully! We'll get back to you within 24 hours.",
    };
  });
}
