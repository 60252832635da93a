import type { PaymentProviderView } from '../../../common/contracts/payments.ts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';
import type { PayoutProvider } from './payouts.ts';
import { SandboxPayoutProvider } from './sandbox/payouts.ts';
import { StripePayoutProvider } from './stripe/payouts.ts';

export * from './provider.ts';
export {
  CardRejected,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_PATH,
  SandboxProvider,
} from './sandbox/sandbox-provider.ts';
export { StripeProvider, STRIPE_SIGNATURE_HEADER } from './stripe/stripe-provider.ts';
export { signPayload, verifySignature } from './signature.ts';
export * from './payouts.ts';
export {
  SANDBOX_PAYOUT_WEBHOOK_PATH,
  SandboxPayoutProvider,
  sandboxOutcomeOf,
} from './sandbox/payouts.ts';
export { StripePayoutProvider } from './stripe/payouts.ts';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the sandbox is the provider: its card and 3-D Secure endpoints exist only then. */
  sandbox: SandboxProvider | null;
  /** Tutor payouts (ADR 029): the sandbox's, or Stripe Connect transfers. */
  payouts: PayoutProvider;
  /** What the browser needs to make payment methods: the sandbox's endpoints, or Stripe.js with this key (ADR 043). */
  browser: PaymentProviderView;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox (ADR 026). */
export function createPayments(
  env: Env,
  deps: { db: Db; jobs: JobQueue; log: Logger; now: () => Date },
): Payments {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY)
    return {
      browser: { provider: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY },
      provider: new StripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET),
      sandbox: null,
      payouts: new StripePayoutProvider(
        env.STRIPE_SECRET_KEY,
        env.STRIPE_WEBHOOK_SECRET,
        undefined,
        env.STRIPE_CONNECT_WEBHOOK_SECRET,
      ),
    };
  const sandbox = new SandboxProvider({
    ...deps,
    webhookSecret: SandboxProvider.secretFrom(env.SESSION_SECRET),
  });
  const payouts = new SandboxPayoutProvider({
    ...deps,
    webhookSecret: SandboxProvider.secretFrom(env.SESSION_SECRET),
  });
  return { provider: sandbox, sandbox, payouts, browser: { provider: 'sandbox' } };
}
