import { randomBytes } from 'node:crypto';
import { FAMILY } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sha256 } from '../../lib/crypto.ts';
import { mySeats } from '../booking/index.ts';
import { chatOfLearnerSession } from '../classroom/index.ts';
import { conversationOfLearner, conversationsOfLearner } from '../messaging/index.ts';
import { notify } from '../notifications/index.ts';
import { codeFromBytes, follows, formatCode, isOpen, normaliseCode } from './family.policy.ts';
import * as repo from './family.repo.ts';

const iso = (d: Date) => d.toISOString();
const DAY_MS = 86_400_000;

/** One answer for a code that does not exist, was used, withdrawn or expired: no oracle for guessing. */
const codeRefused = () =>
  new AppError('CODE_INVALID', 'This code is not valid or has expired. Ask for a new one.').withKey(
    'family.errors.codeInvalid',
  );
const childNotFound = () =>
  new AppError('NOT_FOUND', 'Child not found.').withKey('family.errors.childNotFound');

/** The adult's children and the codes they may still give out. */
export async function overview(ctx: AppContext, guardianId: string) {
  const [children, invitations] = await Promise.all([
    repo.childrenOf(ctx.db, guardianId),
    repo.openInvitations(ctx.db, guardianId, ctx.now()),
  ]);
  return {
    children: children.map((c) => ({ id: c.childId, name: c.name, linkedAt: iso(c.linkedAt) })),
    invitations: invitations.map((i) => ({
      id: i.id,
      createdAt: iso(i.createdAt),
      expiresAt: iso(i.expiresAt),
    })),
  };
}

/** A new single-use code, shown to the adult this once (only its hash is kept). */
export async function createInvitation(ctx: AppContext, guardianId: string) {
  const now = ctx.now();
  const code = codeFromBytes(randomBytes(FAMILY.codeLength));
  const row = await ctx.db.transaction(async (tx) => {
    const [adult] = await repo.lockGuardian(tx, guardianId);
    // A child's consent must come from an adult we can reach: their address is verified first (ADR 045).
    if (!adult?.emailVerifiedAt)
      throw new AppError(
        'EMAIL_UNVERIFIED',
        'Verify your email address first: a child’s consent must come from an address that reaches you.',
      ).withKey('family.errors.verifyEmail');
    if ((await repo.openInvitationCount(tx, guardianId, now)) >= FAMILY.openInvitations)
      throw new AppError(
        'CONFLICT',
        `You have ${FAMILY.openInvitations} open codes. Withdraw one or wait until one is used or expires.`,
      ).withKey('family.errors.tooManyCodes', { count: FAMILY.openInvitations });
    return repo.insertInvitation(tx, {
      guardianId,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + FAMILY.invitationDays * DAY_MS),
    });
  });
  return {
    id: row.id,
    code: formatCode(code),
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
  };
}

export async function withdrawInvitation(ctx: AppContext, guardianId: string, id: string) {
  if (!(await repo.withdrawInvitation(ctx.db, guardianId, id, ctx.now())))
    throw new AppError('NOT_FOUND', 'Code not found.').withKey('family.errors.codeNotFound');
  return { ok: true as const };
}

/**
 * A learner enters an adult's code: the code is used once and the two are linked, in one transaction;
 * the adult is told. A code that cannot be used gets one answer, whatever the reason.
 */
export async function acceptInvitation(ctx: AppContext, childId: string, typed: string) {
  const code = normaliseCode(typed);
  if (!code) throw codeRefused();
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const invitation = await repo.invitationByHash(tx, sha256(code));
    if (!invitation || !isOpen(invitation, now)) throw codeRefused();
    const guardianId = invitation.guardianId;
    if (guardianId === childId) throw codeRefused();
    const link = await repo.insertLink(tx, {
      guardianId,
      childId,
      invitationId: invitation.id,
      linkedAt: now,
    });
    if (!link)
      throw new AppError('CONFLICT', 'This parent or guardian already follows your account.').withKey(
        'family.errors.alreadyLinked',
      );
    // Used only now, so a code entered by a child already linked stays open for a brother or sister.
    if (!(await repo.useInvitation(tx, invitation.id, childId, now))) throw codeRefused();
    const childName = await repo.nameOf(tx, childId);
    await notify(ctx, tx, {
      userId: guardianId,
      kind: 'family_linked',
      params: { learner: childName },
      link: '/parent-dashboard',
    });
    return { id: guardianId, name: await repo.nameOf(tx, guardianId), linkedAt: iso(link.linkedAt) };
  });
}

export async function myGuardians(ctx: AppContext, childId: string) {
  const rows = await repo.guardiansOf(ctx.db, childId);
  return rows.map((r) => ({ id: r.id, name: r.name, linkedAt: iso(r.linkedAt) }));
}

export async function endLink(ctx: AppContext, guardianId: string, childId: string) {
  if (!(await repo.endLink(ctx.db, guardianId, childId, ctx.now()))) throw childNotFound();
  return { ok: true as const };
}

/** Every read about a child starts here: a live link between this adult and this child, or 404. */
async function followedChild(ctx: AppContext, guardianId: string, childId: string) {
  if (!follows(await repo.childrenOf(ctx.db, guardianId), guardianId, childId)) throw childNotFound();
}

export async function childSeats(ctx: AppContext, guardianId: string, childId: string) {
  await followedChild(ctx, guardianId, childId);
  return mySeats(ctx, childId);
}

/** What was written in the classroom of one of a followed child's sessions (ADR 042), read only. */
export async function childClassroomChat(
  ctx: AppContext,
  guardianId: string,
  childId: string,
  sessionId: string,
) {
  await followedChild(ctx, guardianId, childId);
  return chatOfLearnerSession(ctx, childId, sessionId);
}

export async function childConversations(ctx: AppContext, guardianId: string, childId: string) {
  await followedChild(ctx, guardianId, childId);
  return conversationsOfLearner(ctx, childId);
}

export async function childConversation(
  ctx: AppContext,
  guardianId: string,
  childId: string,
  conversationId: string,
) {
  await followedChild(ctx, guardianId, childId);
  return conversationOfLearner(ctx, childId, conversationId);
}
