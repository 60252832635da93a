import type { Executor } from '../../db/client.ts';

/**
 * What a paid purpose means to the feature that sells it. A feature that charges through payments
 * (premium, ADR 037) cannot also be imported by payments without a cycle, so it tells payments here
 * when the app registers it: the hooks are the app's wiring, set once per process like its routes, and
 * hold no state of their own (everything they read and write is in the database).
 */
export interface PurposeHooks {
  /** In the transaction that books a payment of this purpose as succeeded; false: it bought nothing. */
  paid(tx: Executor, reference: string, now: Date): Promise<boolean>;
  /**
   * A payment of this purpose was given back in full outside the product (an operator refunding in the
   * provider's dashboard, ADR 041): what it bought ends now, in the transaction that records the refund.
   */
  refundedInFull?(tx: Executor, reference: string, now: Date): Promise<void>;
  /** Whether this purpose currently spares the learner the one-time platform access fee. */
  waivesAccessFee?(tx: Executor, userId: string): Promise<boolean>;
}

const hooks = new Map<string, PurposeHooks>();

export function registerPurpose(purpose: string, purposeHooks: PurposeHooks) {
  hooks.set(purpose, purposeHooks);
}

export const purposeHooks = (purpose: string) => hooks.get(purpose);

/** True when a registered purpose spares this learner the access fee now. */
export async function accessFeeWaived(tx: Executor, userId: string): Promise<boolean> {
  for (const h of hooks.values()) if (h.waivesAccessFee && (await h.waivesAccessFee(tx, userId))) return true;
  return false;
}
