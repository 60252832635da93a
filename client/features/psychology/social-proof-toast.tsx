import { engagementEndpoints } from '../../../common/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { Bell, CalendarCheck, Sparkles, UserPlus, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { closeIconButtonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/i18n';
import { trackEngagement } from '../analytics/analytics';
import { credibilityPercent, type EventIcon, iconFor, nextIndex, timeLabel } from './social-proof';

export const SOCIAL_PROOF_ROTATE_MS = 5000;
export const SOCIAL_PROOF_REFRESH_MS = 30_000;
const DISMISSED_KEY = 'trt.socialProof.dismissed';

const ICONS: Record<EventIcon, typeof Bell> = {
  registration: UserPlus,
  session_booking: CalendarCheck,
  skill_match: Sparkles,
  neutral: Bell,
};

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * SPEC.md 2.12 #1, 4, 9: recent real events (first name and city of users who allowed it), one at a
 * time, rotating every 5 s, refreshed every 30 s. Hidden when switched off, when there is nothing
 * true to show, or after the visitor closed it (for this tab).
 */
export function SocialProofToast({ hideOnPhones = false }: { hideOnPhones?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const { data } = useQuery({
    queryKey: [engagementEndpoints.socialProof.path, lang],
    queryFn: async ({ signal }) => {
      try {
        return await api(engagementEndpoints.socialProof, { lang }, { signal });
      } catch (error) {
        // SPEC.md 8: only logged; the toast stays hidden or unchanged.
        console.warn('Loading social proof failed', error);
        throw error;
      }
    },
    refetchInterval: SOCIAL_PROOF_REFRESH_MS,
    enabled: !dismissed,
  });

  const events = data?.enabled ? data.socialProof.events : [];
  const count = events.length;

  // Rotation pauses while the pointer or keyboard focus is on the toast (WCAG 2.2.2).
  useEffect(() => {
    if (count < 2 || paused || dismissed) return;
    const timer = setInterval(() => setIndex((i) => nextIndex(i, count)), SOCIAL_PROOF_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused, dismissed]);

  // The time labels move on with the rotation.
  useEffect(() => {
    setNow(Date.now());
  }, [index, data]);

  if (dismissed || !data?.enabled || count === 0) return null;
  const event = events[index % count]!;
  const Icon = ICONS[iconFor(event.type)];
  const label = timeLabel(event.timestamp, now);
  const when =
    label.key === 'justNow'
      ? t('psychology.time.justNow')
      : t(`psychology.time.${label.key}`, { count: label.count });

  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage may be unavailable; hidden for this page then
    }
    trackEngagement('social_proof_dismissed');
  };

  return (
    <aside
      aria-label={t('psychology.socialProof.label')}
      data-testid="social-proof"
      lang={i18n.language}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto w-full max-w-xs rounded-2xl border border-slate-200 bg-white p-3 shadow-lg sm:max-w-sm',
        // On a phone the open cookie banner already takes the bottom of the screen.
        hideOnPhones && 'hidden sm:block',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          {t('psychology.socialProof.live')}
        </span>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('psychology.socialProof.dismiss')}
          className={closeIconButtonClasses}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div
        className="mt-2 flex items-start gap-3"
        data-testid="social-proof-event"
        data-event-type={event.type}
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <Icon aria-hidden="true" className="size-5" data-icon={iconFor(event.type)} />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">{event.message}</p>
          <p className="mt-0.5 text-xs text-slate-600">
            {when} ·{' '}
            {t('psychology.socialProof.authentic', { percent: credibilityPercent(event.credibility) })}
          </p>
        </div>
      </div>
      {data.socialProof.recentJoins > 0 ? (
        <p className="mt-2 flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-900">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {t('psychology.socialProof.recentJoins', { count: data.socialProof.recentJoins })}
        </p>
      ) : null}
    </aside>
  );
}
