import type { AdminRefundView, RefundView } from '../../../common/contracts/refunds.ts';
import type { ListedRefund } from './refunds.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A refund as its learner reads it, with the session it was for. */
export function toRefundView(row: ListedRefund): RefundView {
  const r = row.refund;
  return {
    id: r.id,
    paymentId: r.paymentId,
    seatId: r.seatId,
    kind: r.kind as RefundView['kind'],
    destination: r.destination as RefundView['destination'],
    status: r.status as RefundView['status'],
    amountCents: r.amountCents,
    currency: r.currency,
    reason: r.reason,
    decisionReason: r.decisionReason,
    failureMessage: r.failureMessage,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    refundedAt: iso(r.refundedAt),
    session:
      row.startsAt && row.endsAt && row.skillId
        ? {
            skill: { id: row.skillId, name: row.skillName ?? row.skillId },
            tutorName: `${row.tutorFirstName ?? ''} ${(row.tutorLastName ?? '').charAt(0)}.`.trim(),
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
          }
        : null,
  };
}

/** A refund as the admin reviews it: who asked, the card and points parts, the provider's failure. */
export function toAdminRefundView(row: ListedRefund): AdminRefundView {
  return {
    ...toRefundView(row),
    learner: {
      id: row.refund.learnerId,
      name: `${row.learnerFirstName} ${row.learnerLastName}`,
      email: row.learnerEmail,
    },
    cardCents: row.cardCents,
    pointsCents: row.pointsCents,
    failureCode: row.refund.failureCode,
  };
}
