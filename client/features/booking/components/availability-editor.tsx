import type { Availability } from '../../../../common/contracts/booking';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatLongDate } from '../../../lib/format';
import { bookingQueries } from '../api/booking.queries';

type Window = Availability['windows'][number];

/** Monday first, as European calendars are; weekday numbers stay 0 = Sunday (the API's). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const toTime = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const toMinute = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Every IANA zone the browser knows, the tutor's own first if it is missing from the list. */
function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * A tutor's weekly hours in their own time zone and their coming days off. Learners see free hours on
 * the hour in theirs (the booking page); sessions already booked are not changed by saving here.
 */
export function AvailabilityEditor() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery(bookingQueries.availability());
  const [draft, setDraft] = useState<Availability | null>(null);
  const [dayOff, setDayOff] = useState('');
  const zoneId = useId();
  const dayOffId = useId();
  useEffect(() => {
    if (stored.data && !draft) setDraft(stored.data);
  }, [stored.data, draft]);
  const dayName = useMemo(() => {
    // 2026-11-01 is a Sunday: day n of that week is weekday n.
    const format = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    return (weekday: number) => format.format(new Date(Date.UTC(2026, 10, 1 + weekday)));
  }, [i18n.language]);

  const save = useMutation({
    mutationFn: (body: Availability) => api(bookingEndpoints.saveAvailability, body),
    onSuccess: (saved) => {
      setDraft(saved);
      queryClient.setQueryData(bookingQueries.availability().queryKey, saved);
      toast({ title: t('booking.availability.saved') });
    },
    onError: (error) =>
      toast({
        title: t('booking.availability.notSaved'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });

  if (!draft) return <LoadingBlock label={t('common.loading')} />;
  const update = (windows: Window[]) => setDraft({ ...draft, windows });
  const windowsOf = (weekday: number) =>
    draft.windows.map((w, index) => ({ w, index })).filter(({ w }) => w.weekday === weekday);

  return (
    <form
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
      data-testid="availability-editor"
    >
      <div>
        <label htmlFor={zoneId} className="block font-medium text-slate-900">
          {t('booking.availability.timeZone')}
        </label>
        <Select
          id={zoneId}
          className="mt-2 w-full max-w-sm"
          value={draft.timeZone}
          onChange={(e) => setDraft({ ...draft, timeZone: e.target.value })}
          data-testid="availability-zone"
        >
          {zones(draft.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
      </div>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('booking.availability.weekly')}</legend>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {WEEK.map((weekday) => (
            <li
              key={weekday}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
              data-testid="availability-day"
            >
              <p className="w-32 shrink-0 pt-2 font-medium text-slate-900">{dayName(weekday)}</p>
              <div className="flex-1 space-y-2">
                {windowsOf(weekday).length === 0 ? (
                  <p className="pt-2 text-slate-600">{t('booking.availability.noHours')}</p>
                ) : (
                  windowsOf(weekday).map(({ w, index }) => (
                    <div key={index} className="flex flex-wrap items-center gap-2">
                      <div className="w-36">
                        <Input
                          type="time"
                          step={900}
                          value={toTime(w.startMinute)}
                          aria-label={t('booking.availability.from', { day: dayName(weekday) })}
                          onChange={(e) =>
                            update(
                              draft.windows.map((x, i) =>
                                i === index ? { ...x, startMinute: toMinute(e.target.value) } : x,
                              ),
                            )
                          }
                        />
                      </div>
                      <span aria-hidden="true">–</span>
                      <div className="w-36">
                        <Input
                          type="time"
                          step={900}
                          value={toTime(w.endMinute)}
                          aria-label={t('booking.availability.to', { day: dayName(weekday) })}
                          onChange={(e) => {
                            const end = toMinute(e.target.value);
                            update(
                              draft.windows.map((x, i) =>
                                i === index ? { ...x, endMinute: end === 0 ? 1440 : end } : x,
                              ),
                            );
                          }}
                        />
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('booking.availability.removeWindow', {
                          day: dayName(weekday),
                          from: toTime(w.startMinute),
                          to: toTime(w.endMinute),
                        })}
                        onClick={() => update(draft.windows.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  ))
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('booking.availability.addFor', { day: dayName(weekday) })}
                onClick={() => {
                  const last = windowsOf(weekday).at(-1)?.w;
                  const start = last ? Math.min(last.endMinute + 60, 22 * 60) : 9 * 60;
                  update([
                    ...draft.windows,
                    { weekday, startMinute: start, endMinute: Math.min(start + 180, 1440) },
                  ]);
                }}
                data-testid="add-window"
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('booking.availability.add')}
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t('booking.availability.daysOff')}</legend>
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={dayOffId} className="block text-sm text-slate-700">
              {t('booking.availability.dayOff')}
            </label>
            <Input
              id={dayOffId}
              type="date"
              className="mt-1 w-48"
              value={dayOff}
              onChange={(e) => setDayOff(e.target.value)}
            />
          </div>
          <Button
            variant="outline"
            disabled={!dayOff}
            onClick={() => {
              if (!draft.daysOff.includes(dayOff))
                setDraft({ ...draft, daysOff: [...draft.daysOff, dayOff].sort() });
              setDayOff('');
            }}
            data-testid="add-day-off"
          >
            <CalendarOff aria-hidden="true" className="size-4" />
            {t('booking.availability.addDayOff')}
          </Button>
        </div>
        {draft.daysOff.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {draft.daysOff.map((d) => (
              <li
                key={d}
                className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
              >
                {formatLongDate(`${d}T12:00:00Z`, i18n.language)}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('booking.availability.removeDayOff', {
                    date: formatLongDate(`${d}T12:00:00Z`, i18n.language),
                  })}
                  onClick={() => setDraft({ ...draft, daysOff: draft.daysOff.filter((x) => x !== d) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{t('booking.availability.noDaysOff')}</p>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending} data-testid="save-availability">
          {t('booking.availability.save')}
        </Button>
        <p className="text-sm text-slate-700">{t('booking.availability.booked')}</p>
      </div>
    </form>
  );
}

export function AvailabilityPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="availability-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('booking.availability.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('booking.availability.intro')}</p>
      <div className="mt-8">
        <AvailabilityEditor />
      </div>
    </div>
  );
}
