import type { SessionFormat } from '../../../../common/constants';
import type { Slot } from '../../../../common/contracts/booking';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatHour } from '../lib/time-zone';

/** What a slot says, and whether it can be chosen: a free hour or an open group with a seat left. */
function slotLabel(
  t: (key: string, o?: Record<string, unknown>) => string,
  slot: Slot,
  format: SessionFormat,
) {
  switch (slot.state) {
    case 'free':
      return {
        text: t(format === 'group' ? 'booking.time.states.free' : 'booking.time.states.freePrivate'),
        open: true,
      };
    case 'join': {
      const left = (slot.group?.capacity ?? 0) - (slot.group?.seatsTaken ?? 0);
      return { text: t('booking.time.states.join', { count: left }), open: true };
    }
    case 'full':
      return { text: t('booking.time.states.full'), open: false };
    case 'booked':
      return { text: t('booking.time.states.booked'), open: false };
    case 'too-soon':
      return { text: t('booking.time.states.tooSoon'), open: false };
    default:
      return { text: t('booking.time.states.unavailable'), open: false };
  }
}

/** The day's 12 hours (SPEC.md 9), each with its state; only open ones can be picked. */
export function SlotList({
  slots,
  format,
  zone,
  chosen,
  onChoose,
}: {
  slots: Slot[];
  format: SessionFormat;
  zone: string;
  chosen: string | null;
  onChoose(startsAt: string): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="slot-list">
      {slots.map((slot) => {
        const { text, open } = slotLabel(t, slot, format);
        const selected = chosen === slot.startsAt;
        return (
          <li key={slot.startsAt}>
            <button
              type="button"
              disabled={!open}
              aria-pressed={selected}
              onClick={() => onChoose(slot.startsAt)}
              data-testid="slot"
              data-state={slot.state}
              data-starts-at={slot.startsAt}
              className={cn(
                'flex w-full items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left text-sm',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
                selected
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : open
                    ? 'border-slate-300 bg-white text-slate-900 hover:border-indigo-400 hover:bg-indigo-50'
                    : 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600',
              )}
            >
              <span className="font-semibold tabular-nums">
                {formatHour(slot.startsAt, i18n.language, zone)}
              </span>
              <span className={selected ? 'text-white' : open ? 'text-emerald-800' : 'text-slate-600'}>
                {text}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
