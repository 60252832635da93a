import { psychologyEndpoints } from '../../../common/contracts/endpoints';
import type { EndpointOutput } from '../../../common/contracts/define';
import { useQuery } from '@tanstack/react-query';
import { Clock, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { psychologyQueries } from './api/psychology.queries';
import { cn } from '../../lib/cn';
import { trackConversion } from '../analytics';
import { goToSignup, PAGE_LOAD_ID, useAfterStartup } from './shared';

export const SCARCITY_REFRESH_MS = 300_000;
export const PROGRESS_ANIMATION_MS = 1000;

type Scarcity = EndpointOutput<typeof psychologyEndpoints.lossAversion>;
type Urgency = NonNullable<Scarcity['trigger']>['scarcity']['urgencyLevel'];

/** SPEC.md 4: critical red, high orange, normal yellow, otherwise blue (text colours keep AA contrast). */
export function urgencyClasses(urgency: Urgency | string): string {
  switch (urgency) {
    case 'critical':
      return 'bg-red-700 text-white';
    case 'high':
      return 'bg-orange-700 text-white';
    case 'normal':
      return 'bg-yellow-300 text-slate-900';
    default:
      return 'bg-blue-700 text-white';
  }
}

/** Seconds as "2d 4h", "3h 05m" or "12:07" for the time left until the group starts. */
export function formatCountdown(
  totalSeconds: number,
  t: (key: string, o?: Record<string, unknown>) => string,
): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return t('psychology.scarcity.daysHours', { days, hours });
  if (hours > 0)
    return t('psychology.scarcity.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

function useCountdown(seconds: number | null, loadedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (seconds === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [seconds, loadedAt]);
  if (seconds === null) return null;
  return Math.max(0, seconds - Math.floor((now - loadedAt) / 1000));
}

/**
 * SPEC.md 2.12 #2, 4, 9: real open seats in the soonest upcoming 3:1 group. Hidden until the data has
 * loaded and while the server has nothing true to say (trigger null); refreshed every 5 minutes.
 */
export function ScarcityBanner() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const startedUp = useAfterStartup();
  const { data, dataUpdatedAt } = useQuery({
    ...psychologyQueries.scarcity(PAGE_LOAD_ID),
    refetchInterval: SCARCITY_REFRESH_MS,
    enabled: startedUp,
  });
  const trigger = data?.trigger ?? null;
  const remaining = useCountdown(trigger ? (data?.display?.countdown ?? null) : null, dataUpdatedAt);
  const [width, setWidth] = useState(0);
  const percent = trigger ? Math.min(100, Math.max(0, Math.round(trigger.scarcity.percentageFilled))) : 0;

  // Start empty, then fill to the real share over 1 s.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setWidth(percent));
    return () => cancelAnimationFrame(frame);
  }, [percent]);

  if (!trigger) return null;
  const { scarcity, groupName } = trigger;
  const onSecure = () => {
    trackConversion('secure_spot_click', { urgency: scarcity.urgencyLevel });
    goToSignup(navigate);
  };

  return (
    <section
      aria-label={t('psychology.scarcity.label')}
      data-testid="scarcity-banner"
      data-urgency={scarcity.urgencyLevel}
      className={cn('w-full', urgencyClasses(scarcity.urgencyLevel))}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-sm font-bold">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {t('psychology.scarcity.remaining', {
              remaining: scarcity.remainingSlots,
              total: scarcity.totalSlots,
              group: groupName,
            })}
          </p>
          <div className="mt-1.5 flex items-center gap-3">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('psychology.scarcity.claimed', { percent, group: groupName })}
              className="h-2 w-32 shrink-0 overflow-hidden rounded-full bg-black/20 sm:w-48"
            >
              <div
                data-testid="scarcity-progress"
                className="h-full rounded-full bg-current transition-[width] ease-out motion-reduce:transition-none"
                style={{ width: `${width}%`, transitionDuration: `${PROGRESS_ANIMATION_MS}ms` }}
              />
            </div>
            <p className="text-xs font-medium">
              {t('psychology.scarcity.claimed', { percent, group: groupName })}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          {remaining !== null ? (
            <p
              className="flex items-center gap-1.5 text-sm font-semibold tabular-nums"
              data-testid="scarcity-countdown"
            >
              <Clock aria-hidden="true" className="size-4" />
              {t('psychology.scarcity.startsIn', { time: formatCountdown(remaining, t) })}
            </p>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            className="border-current bg-white text-slate-900"
            onClick={onSecure}
          >
            {t('psychology.scarcity.secureSpot')}
          </Button>
        </div>
      </div>
    </section>
  );
}
