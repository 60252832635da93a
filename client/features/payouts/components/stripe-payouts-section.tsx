import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { PayoutMethodView } from '../../../../common/contracts/payouts';
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
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(
    back === 'refresh' ? { ok: false, text: t('payouts.stripe.expired') } : null,
  );
  const account = method?.kind === 'stripe_account' ? method : null;

  const open = useMutation({
    mutationFn: startConnectOnboarding,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setNote({ ok: false, text: errorMessage(error, t('payouts.stripe.failed')) }),
  });
  const dashboard = useMutation({
    mutationFn: openConnectDashboard,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => setNote({ ok: false, text: errorMessage(error, t('payouts.stripe.failed')) }),
  });
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
        {account?.ready ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setNote(null);
              dashboard.mutate();
            }}
            disabled={dashboard.isPending || dashboard.isSuccess}
            data-testid="stripe-dashboard"
          >
            {dashboard.isPending || dashboard.isSuccess ? (
              <Spinner />
            ) : (
              <ExternalLink aria-hidden="true" className="size-4" />
            )}
            {t('payouts.stripe.dashboard')}
          </Button>
        ) : (
          <Button
            type="button"
            onClick={() => {
              setNote(null);
              open.mutate();
            }}
            disabled={open.isPending || open.isSuccess}
            data-testid="stripe-onboarding"
          >
            {open.isPending || open.isSuccess ? (
              <Spinner />
            ) : (
              <ExternalLink aria-hidden="true" className="size-4" />
            )}
            {account ? t('payouts.stripe.continue') : t('payouts.stripe.start')}
          </Button>
        )}
        <Link href="/tutor-payment-management" className={buttonClasses('link')}>
          {t('payouts.links.earnings')}
        </Link>
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="stripe-payouts-result"
        className={`text-sm font-medium empty:hidden ${note?.ok ? 'text-emerald-800' : 'text-red-800'}`}
      >
        {refresh.isPending ? t('payouts.stripe.checking') : (note?.text ?? '')}
      </p>
    </section>
  );
}
