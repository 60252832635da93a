import { useQuery } from '@tanstack/react-query';
import { Bell, CalendarCheck, Sparkles, UserPlus, Users, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { psychologyQueries } from './api/psychology.queries';
import { closeIconButtonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { currentLanguage } from '../../lib/i18n';
import { trackEngagement } from '../analytics';
import { credibilityPercent, type EventIcon, iconFor, timeLabel } from './social-proof';

export const SOCIAL_PROOF_ROTATE_MS = 5000;
export const SOCIAL_PROOF_REFRESH_MS = 30_000;
/** Set once the toast has been shown in this tab: it shows at most once per visit. */
export const SOCIAL_PROOF_SEEN_KEY = 'trt.socialProof.seen';
/** Written by earlier versions when the visitor closed it; still honoured. */
const DISMISSED_KEY = 'trt.socialProof.dismissed';

/** Tailwind's `sm` breakpoint: from here on the toast is a card beside the cookie banner. */
const WIDER_THAN_PHONE = '(min-width: 640px)';

/** What the toast must never cover: forms and the buttons that start a sign-up or a purchase. */
export const PRIMARY_ACTION_SELECTOR = 'form, [data-signup-button], [data-primary-action]';

const ICONS: Record<EventIcon, typeof Bell> = {
  registration: UserPlus,
  session_booking: CalendarCheck,
  skill_match: Sparkles,
  neutral: Bell,
};

function readFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string) {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // storage may be unavailable: then the toast is only kept from coming back on this page
  }
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 &&
  a.height > 0 &&
  b.width > 0 &&
  b.height > 0 &&
  a.left < b.right &&
  b.left < a.right &&
  a.top < b.bottom &&
  b.top < a.bottom;

/**
 * True while the element lies over a form or a primary action of the page (it is fixed, the page
 * scrolls under it): the toast then steps aside until the action is clear again.
 */
function useCoversPrimaryAction(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const hit = [...document.querySelectorAll(PRIMARY_ACTION_SELECTOR)].some(
        (target) => !element.contains(target) && overlaps(box, target.getBoundingClientRect()),
      );
      setCovers(hit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, active]);
  return active && covers;
}

type Phase = 'starting' | 'ready' | 'showing' | 'done';

/**
 * SPEC.md 2.12 #1, 4, 9: recent real events (first name and city of users who allowed it), one at a
 * time, rotating every 5 s. Shown at most once per visit: each event once, then it goes away and does
 * not come back in this tab (nor after the visitor closed it). One compact line on a phone; it steps
 * aside while it would lie over a form or a primary action. Where it may appear at all (public
 * content pages, signed-out visitors) is decided by the page overlays.
 */
export function SocialProofToast({ hideOnPhones = false }: { hideOnPhones?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  // Storage is read after the first render, so the first render is the same everywhere.
  const [phase, setPhase] = useState<Phase>('starting');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    setPhase(readFlag(SOCIAL_PROOF_SEEN_KEY) || readFlag(DISMISSED_KEY) ? 'done' : 'ready');
  }, []);

  const { data } = useQuery({
    ...psychologyQueries.socialProof(lang),
    refetchInterval: SOCIAL_PROOF_REFRESH_MS,
    enabled: phase === 'ready' || phase === 'showing',
  });

  const events = data?.enabled ? data.socialProof.events : [];
  const count = events.length;

  // The first time there is something true to show, this visit's one showing starts; not while the
  // toast would be hidden (a phone under the open cookie banner), or the visit's one showing would be
  // spent unseen.
  useEffect(() => {
    if (phase !== 'ready' || count === 0) return;
    if (hideOnPhones && !window.matchMedia?.(WIDER_THAN_PHONE).matches) return;
    writeFlag(SOCIAL_PROOF_SEEN_KEY);
    setPhase('showing');
  }, [phase, count, hideOnPhones]);

  // Each event stays 5 s; after the last one the toast is done. The rotation pauses while the pointer
  // or keyboard focus is on the toast (WCAG 2.2.2).
  useEffect(() => {
    if (phase !== 'showing' || paused) return;
    const timer = setTimeout(() => {
      if (index + 1 >= count) setPhase('done');
      else setIndex(index + 1);
    }, SOCIAL_PROOF_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [phase, paused, index, count]);

  // The time labels move on with the rotation.
  useEffect(() => {
    setNow(Date.now());
  }, [index, data]);

  const stepAside = useCoversPrimaryAction(element, phase === 'showing');

  if (phase !== 'showing' || !data?.enabled || count === 0) return null;
  const event = events[Math.min(index, count - 1)]!;
  const Icon = ICONS[iconFor(event.type)];
  const label = timeLabel(event.timestamp, now);
  const when =
    label.key === 'justNow'
      ? t('psychology.time.justNow')
      : t(`psychology.time.${label.key}`, { count: label.count });

  const dismiss = () => {
    setPhase('done');
    writeFlag(SOCIAL_PROOF_SEEN_KEY);
    trackEngagement('social_proof_dismissed');
  };

  return (
    <aside
      ref={element}
      aria-label={t('psychology.socialProof.label')}
      data-testid="social-proof"
      data-covers-action={stepAside || undefined}
      lang={i18n.language}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        // A phone gets one line the height of a button; wider screens a small card.
        'pointer-events-auto flex min-w-0 max-w-full items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-1 pl-3 shadow-md',
        'sm:w-auto sm:max-w-sm sm:flex-col sm:items-stretch sm:gap-0 sm:rounded-2xl sm:p-3',
        // On a phone the open cookie banner already takes the bottom of the screen.
        hideOnPhones && 'hidden sm:flex',
        // Over a form or a primary action it steps aside (and out of the accessibility tree).
        stepAside && 'invisible',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-2 sm:justify-between">
        <span className="inline-flex shrink-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-emerald-800 uppercase">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          <span className="sr-only sm:not-sr-only">{t('psychology.socialProof.live')}</span>
        </span>
        {/* Phone: the event itself on the same line, cut to fit. */}
        <p
          className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 sm:hidden"
          data-testid="social-proof-line"
        >
          {event.message}
        </p>
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
        className="mt-2 hidden items-start gap-3 sm:flex"
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
        <p className="mt-2 hidden items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-900 sm:flex">
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {/* An exact count of learner sign-ups (server: social-proof.repo.ts), so no "+". */}
          {t('psychology.socialProof.recentJoins', { count: data.socialProof.recentJoins })}
        </p>
      ) : null}
    </aside>
  );
}
