import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { PayoutMethodView } from '../../../../common/contracts/payouts';
import { type Result, ResultStatus } from '../../../components/ui/result-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import {
  openConnectDashboard,
  payoutsQueries,
  refreshConnectAccount,
  startConnectOnboarding,
} from '../api/payouts.queries';

/**
 * With Stripe paying tutors (ADR 044): the tutor's own Stripe account, whose identity and bank details
 * Stripe collects on its own pages. The button opens (or continues) Stripe's onboarding; coming back
 * (`?stripe=return`) asks Stripe how the account stands; an expired link (`?stripe=refresh`) is said
 * so, and the button makes a new one.
 */
export function StripePayoutsSection({ method }: { method: PayoutMethodView | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const back = new URLSearchParams(useSearch()).get('stripe');
  const [note, setNote] = useState<Result | null>(
    back === 'refresh' ? { ok: false, text: t('payouts.stripe.expired') } : null,
  );
  const account = method?.kind === 'stripe_account' ? method : null;

  // Stripe's pages: its onboarding until the account is ready, then its dashboard. Each link is made
  // for this visit only, so it is asked for on the press and followed at once.
  const toStripe = useMutation({
    mutationFn: () => (account?.ready ? openConnectDashboard() : startConnectOnboarding()),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setNote({ ok: false, text: errorMessage(error, t('payouts.stripe.failed')) }),
  });
  const leaving = toStripe.isPending || toStripe.isSuccess;
  const refresh = useMutation({
    mutationFn: refreshConnectAccount,
    onSuccess: async ({ method: now }) => {
      setNote({
        ok: true,
        text: now?.ready ? t('payouts.stripe.backReady') : t('payouts.stripe.backPending'),
      });
      await queryClient.invalidateQueries({ queryKey: payoutsQueries.method().queryKey });
      await queryClient.invalidateQueries({ queryKey: payoutsQueries.earnings().queryKey });
    },
    onError: (error) => setNote({ ok: false, text: errorMessage(error, t('payouts.stripe.failed')) }),
  });
  // Back from Stripe: asked once per visit, not on every render.
  const asked = useRef(false);
  useEffect(() => {
    if (back === 'return' && !asked.current) {
      asked.current = true;
      refresh.mutate();
    }
  }, [back, refresh]);

  return (
    <section
      aria-labelledby="stripe-payouts"
      className="mt-6 max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="stripe-payouts"
    >
      <h2 id="stripe-payouts" className="text-lg font-semibold text-slate-900">
        {t('payouts.stripe.title')}
      </h2>
      <p className="text-slate-800">{t('payouts.stripe.intro')}</p>
      {account && !account.ready ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="stripe-due">
          {t('payouts.stripe.pending')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={account?.ready ? 'outline' : 'primary'}
          onClick={() => {
            setNote(null);
            toStripe.mutate();
          }}
          disabled={leaving}
          data-testid={account?.ready ? 'stripe-dashboard' : 'stripe-onboarding'}
        >
          {leaving ? <Spinner /> : <ExternalLink aria-hidden="true" className="size-4" />}
          {account?.ready
            ? t('payouts.stripe.dashboard')
            : account
              ? t('payouts.stripe.continue')
              : t('payouts.stripe.start')}
        </Button>
        <Link href="/tutor-payment-management" className={buttonClasses('link')}>
          {t('payouts.links.earnings')}
        </Link>
      </div>
      <ResultStatus
        data-testid="stripe-payouts-result"
        result={refresh.isPending ? { ok: true, text: t('payouts.stripe.checking') } : note}
      />
    </section>
  );
}
