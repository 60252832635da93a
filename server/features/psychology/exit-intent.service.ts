import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './exit-intent.repo.ts';
import { getPsychologySettings } from './settings.service.ts';

const URGENCIES = ['critical', 'high', 'medium', 'low'] as const;
const asUrgency = (u: string) =>
  (URGENCIES as readonly string[]).includes(u) ? (u as (typeof URGENCIES)[number]) : 'medium';

/** Voucher codes without look-alike characters, easy to read out. */
function voucherCode() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `TRT-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Shows the running exit-intent campaign to this visitor. The deadline is fixed here (the claim window,
 * never past the campaign's end), so the countdown the visitor sees is the real time left.
 */
export async function showExitOffer(ctx: AppContext, visitorId: string) {
  const settings = await getPsychologySettings(ctx);
  if (!settings.exitIntent) return { success: true as const, modalContent: null };
  const now = ctx.now();
  const campaign = await repo.findRunningCampaign(ctx.db, 'exit_intent', now);
  if (!campaign) return { success: true as const, modalContent: null };
  // A visitor who already claimed this campaign gets nothing new to claim.
  if (await repo.findVoucher(ctx.db, campaign.id, visitorId))
    return { success: true as const, modalContent: null };
  const deadline = new Date(
    Math.min(now.getTime() + campaign.claimWindowSeconds * 1000, campaign.endsAt.getTime()),
  );
  const impression = await repo.insertImpression(ctx.db, {
    campaignId: campaign.id,
    visitorId,
    shownAt: now,
    claimDeadline: deadline,
  });
  const sweepstake =
    campaign.sweepstakeLimit && campaign.sweepstakeEmail
      ? {
          limit: campaign.sweepstakeLimit,
          taken: Math.min(campaign.sweepstakeLimit, await repo.signupsSince(ctx.db, campaign.startsAt)),
          email: campaign.sweepstakeEmail,
        }
      : null;
  return {
    success: true as const,
    modalContent: {
      impressionId: impression.id,
      offer: {
        message: campaign.message,
        textKey: campaign.textKey,
        creditPoints: campaign.creditPoints,
        discount: campaign.discountPercent,
        exclusivity: campaign.exclusivity,
        urgency: asUrgency(campaign.urgency),
      },
      timer: Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000)),
      sweepstake,
      socialProof: {
        viewingNow: await repo.distinctViewersSince(
          ctx.db,
          campaign.id,
          new Date(now.getTime() - 5 * 60_000),
        ),
        claimedLastHour: await repo.vouchersSince(ctx.db, campaign.id, new Date(now.getTime() - 3600_000)),
      },
    },
  };
}

/** Claims a shown offer before its deadline; claiming twice returns the same voucher. */
export async function claimExitOffer(
  ctx: AppContext,
  impressionId: string,
  visitorId: string | null,
  userId: string | null,
) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findImpression(tx, impressionId);
    if (!found || found.impression.visitorId !== visitorId)
      throw new AppError('NOT_FOUND', 'This offer was not found.');
    const { impression, campaign } = found;
    const existing = await repo.findVoucher(tx, campaign.id, impression.visitorId);
    if (existing) return { voucher: voucherDto(existing) };
    if (now > impression.claimDeadline)
      throw new AppError('GONE', 'This offer has expired.').withKey('errors.api.offerExpired');
    const voucher = await repo.insertVoucher(tx, {
      code: voucherCode(),
      campaignId: campaign.id,
      visitorId: impression.visitorId,
      userId,
      creditPoints: campaign.creditPoints,
      discountPercent: campaign.discountPercent,
      expiresAt: new Date(now.getTime() + campaign.voucherValidDays * 86400_000),
      createdAt: now,
    });
    await repo.setOutcome(tx, impression.id, 'claimed');
    return {
      voucher: voucherDto(voucher ?? (await repo.findVoucher(tx, campaign.id, impression.visitorId))!),
    };
  });
}

export async function dismissExitOffer(ctx: AppContext, impressionId: string, visitorId: string | null) {
  const found = await repo.findImpression(ctx.db, impressionId);
  if (!found || found.impression.visitorId !== visitorId)
    throw new AppError('NOT_FOUND', 'This offer was not found.');
  if (!found.impression.outcome) await repo.setOutcome(ctx.db, impressionId, 'dismissed');
  return { ok: true as const };
}

const voucherDto = (v: { code: string; creditPoints: number; discountPercent: number; expiresAt: Date }) => ({
  code: v.code,
  creditPoints: v.creditPoints,
  discountPercent: v.discountPercent,
  expiresAt: v.expiresAt.toISOString(),
});
