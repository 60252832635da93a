import { psychologyEndpoints } from '../../../common/contracts/endpoints';

import type { EndpointOutput } from '../../../common/contracts/define';
import { Check, Clock, Copy, Gift, Info, Star, Ticket, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { toast } from '../../hooks/use-toast';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { announce } from '../accessibility';
import { trackConversion, trackEngagement } from '../analytics';
import type { ExitOffer } from './exit-intent';
import { formatMinutesSeconds, goToSignup } from './shared';

type Voucher = EndpointOutput<typeof psychologyEndpoints.claimOffer>['voucher'];

/** SPEC.md 2.13: critical red, high orange, medium yellow, otherwise blue. */
export function badgeClasses(urgency: string): string {
  switch (urgency) {
    case 'critical':
      return 'bg-red-700 text-white';
    case 'high':
      return 'bg-orange-700 text-white';
    case 'medium':
      return 'bg-yellow-300 text-slate-900';
    default:
      return 'bg-blue-700 text-white';
  }
}

/** Seconds left until `deadline`, ticking once a second; stops at zero. */
function useSecondsLeft(deadline: number, running: boolean): number {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [deadline, running]);
  return seconds;
}

/** Puts a link where {email} stands in a translated sentence, whatever the word order. */
function withEmailLink(text: string, email: string) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold underline underline-offset-2">
        {email}
      </a>
      {after}
    </>
  );
}

interface ExitIntentModalProps {
  offer: ExitOffer;
  onClosed: () => void;
}

/**
 * SPEC.md 2.13: the offer of a real campaign with its real deadline. Claim creates a voucher on the
 * server; Maybe Later, the close icon and Escape record a dismissal; at zero the offer closes.
 */
export function ExitIntentModal({ offer, onClosed }: ExitIntentModalProps) {
  const { t, i18n } = useTranslation();
  // A campaign's texts by its key in the catalogues; one written in one language shows as written.
  const campaignText = (field: 'message' | 'exclusivity', text: string) =>
    offer.offer.textKey
      ? t(`seedContent.campaigns.${offer.offer.textKey}.${field}`, { defaultValue: text })
      : text;
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(true);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [copied, setCopied] = useState(false);
  const deadline = useRef(Date.now() + offer.timer * 1000).current;
  const secondsLeft = useSecondsLeft(deadline, open && !voucher);
  const closedRef = useRef(false);

  const close = useCallback(() => {
    if (closedRef.current) return;
    closedRef.current = true;
    setOpen(false);
    onClosed();
  }, [onClosed]);

  const dismiss = useCallback(() => {
    api(psychologyEndpoints.dismissOffer, { impressionId: offer.impressionId }).catch((error: unknown) =>
      console.warn('Recording the dismissal failed', error),
    );
    trackEngagement('exit_offer_dismissed');
    close();
  }, [close, offer.impressionId]);

  // SPEC.md 4: the offer closes when its countdown reaches zero.
  useEffect(() => {
    if (secondsLeft === 0 && !voucher) {
      trackEngagement('exit_offer_expired');
      close();
    }
  }, [secondsLeft, voucher, close]);

  const claim = async () => {
    setClaiming(true);
    try {
      const result = await api(psychologyEndpoints.claimOffer, { impressionId: offer.impressionId });
      setVoucher(result.voucher);
      try {
        window.localStorage.setItem('trt.voucher', result.voucher.code);
      } catch {
        // the code is on screen either way
      }
      trackConversion('exit_offer_claimed', { credit_points: result.voucher.creditPoints });
      announce(t('psychology.exit.voucherReady'));
    } catch (error) {
      toast({
        title: t('psychology.exit.claimFailed'),
        description: errorMessage(error, t('psychology.exit.claimFailedDescription')),
        variant: 'destructive',
      });
    } finally {
      setClaiming(false);
    }
  };

  const copy = async () => {
    if (!voucher) return;
    try {
      await navigator.clipboard.writeText(voucher.code);
      setCopied(true);
      announce(t('psychology.exit.copied'));
    } catch {
      toast({ title: t('psychology.exit.copyFailed'), variant: 'destructive' });
    }
  };

  const continueToSignup = () => {
    close();
    // After the dialog has let go of focus and pointer events.
    setTimeout(() => goToSignup(navigate), 0);
  };

  const socialParts: string[] = [];
  if (offer.socialProof.viewingNow > 0)
    socialParts.push(t('psychology.exit.viewing', { count: offer.socialProof.viewingNow }));
  if (offer.socialProof.claimedLastHour > 0)
    socialParts.push(t('psychology.exit.claimedLastHour', { count: offer.socialProof.claimedLastHour }));

  const expiry = voucher
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(voucher.expiresAt))
    : '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (voucher) close();
        else dismiss();
      }}
    >
      <DialogContent title={t('psychology.exit.title')} data-testid="exit-intent-modal">
        {voucher ? (
          <div data-testid="exit-voucher" className="grid gap-4">
            <p className="flex items-center gap-2 font-semibold text-emerald-800">
              <Check aria-hidden="true" className="size-5" />
              {t('psychology.exit.voucherReady')}
            </p>
            <div className="flex items-center justify-between gap-3 rounded-xl border-2 border-dashed border-indigo-300 bg-indigo-50 p-4">
              <div className="min-w-0">
                <p className="text-xs font-medium text-slate-700">{t('psychology.exit.voucherCode')}</p>
                <p
                  className="font-mono text-lg font-bold tracking-wider break-all text-indigo-900"
                  data-testid="voucher-code"
                >
                  {voucher.code}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                {copied ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied ? t('psychology.exit.copied') : t('psychology.exit.copy')}
              </Button>
            </div>
            <ul className="grid gap-1 text-sm text-slate-800">
              <li className="flex items-center gap-2">
                <Gift aria-hidden="true" className="size-4 text-indigo-700" />
                {t('psychology.exit.reward', {
                  points: voucher.creditPoints,
                  discount: voucher.discountPercent,
                })}
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 text-indigo-700" />
                {t('psychology.exit.validUntil', { date: expiry })}
              </li>
            </ul>
            <p className="text-sm text-slate-700">{t('psychology.exit.voucherHint')}</p>
            <Button size="lg" onClick={continueToSignup}>
              {t('psychology.exit.continueToSignup')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <span
                role="timer"
                data-testid="exit-countdown"
                data-urgency={offer.offer.urgency}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
                  badgeClasses(offer.offer.urgency),
                )}
              >
                <Clock aria-hidden="true" className="size-4" />
                {t('psychology.exit.leftToClaim', { time: formatMinutesSeconds(secondsLeft) })}
              </span>
            </div>
            <p className="text-base text-slate-800">{campaignText('message', offer.offer.message)}</p>
            <p className="flex items-center gap-3 rounded-xl bg-indigo-50 p-4 text-lg font-bold text-indigo-900">
              <Gift aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
              {t('psychology.exit.reward', {
                points: offer.offer.creditPoints,
                discount: offer.offer.discount,
              })}
            </p>
            {offer.offer.exclusivity ? (
              <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Star aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
                {campaignText('exclusivity', offer.offer.exclusivity)}
              </p>
            ) : null}
            {offer.sweepstake ? (
              <p
                data-testid="exit-sweepstake"
                className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              >
                <Ticket aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {withEmailLink(
                    t('psychology.exit.sweepstake', {
                      limit: offer.sweepstake.limit,
                      taken: offer.sweepstake.taken,
                      email: '\u0000',
                    }),
                    offer.sweepstake.email,
                  )}
                </span>
              </p>
            ) : null}
            {socialParts.length > 0 ? (
              <p data-testid="exit-social-proof" className="flex items-center gap-2 text-sm text-slate-700">
                <Users aria-hidden="true" className="size-4 shrink-0" />
                {socialParts.join(' · ')}
              </p>
            ) : null}
            <div className="grid gap-2 sm:grid-cols-2">
              <Button size="lg" onClick={() => void claim()} disabled={claiming}>
                {claiming ? t('psychology.exit.claiming') : t('psychology.exit.claim')}
              </Button>
              <Button size="lg" variant="outline" onClick={dismiss} disabled={claiming}>
                {t('psychology.exit.maybeLater')}
              </Button>
            </div>
            <p className="flex items-center gap-1.5 text-xs text-slate-600">
              <Info aria-hidden="true" className="size-3.5 shrink-0" />
              {t('psychology.exit.honest')}
            </p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
