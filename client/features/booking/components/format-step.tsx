import {
  PRICES_CENTS,
  SKILL_LEVELS,
  type SessionFormat,
  type SkillLevel,
} from '../../../../common/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { formatEuro } from '../../../lib/format';

/** The price of one seat in a format (SPEC.md 9: tutors never set prices). */
export const seatPriceCents = (format: SessionFormat) =>
  format === 'group' ? PRICES_CENTS.group3to1PerLearner : PRICES_CENTS.private1to1;

/** Step 2: 3:1 group (the default, marked Popular) or 1:1, and the learner's level. */
export function FormatStep({
  format,
  level,
  onFormat,
  onLevel,
}: {
  format: SessionFormat;
  level: SkillLevel;
  onFormat(format: SessionFormat): void;
  onLevel(level: SkillLevel): void;
}) {
  const { t, i18n } = useTranslation();
  const levelId = useId();
  const options = [
    {
      value: 'group' as const,
      popular: true,
      price: t('booking.format.group.price', { price: formatEuro(seatPriceCents('group'), i18n.language) }),
    },
    {
      value: 'private' as const,
      popular: false,
      price: t('booking.format.private.price', {
        price: formatEuro(seatPriceCents('private'), i18n.language),
      }),
    },
  ];
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="font-medium text-slate-900">{t('booking.format.label')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border bg-white p-4 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                format === o.value ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                name="format"
                value={o.value}
                checked={format === o.value}
                onChange={() => onFormat(o.value)}
                className="mt-1 size-4 accent-indigo-600"
                data-testid={`format-${o.value}`}
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {t(`booking.format.${o.value}.label`)}
                  {o.popular ? <Badge tone="amber">{t('booking.format.group.popular')}</Badge> : null}
                </span>
                <span className="block text-sm text-slate-700">
                  {t(`booking.format.${o.value}.description`)}
                </span>
                <span className="mt-1 block text-sm font-semibold text-slate-900">{o.price}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={levelId} className="block font-medium text-slate-900">
          {t('booking.format.level')}
        </label>
        <Select
          id={levelId}
          className="mt-2 w-full max-w-xs"
          value={level}
          onChange={(e) => onLevel(e.target.value as SkillLevel)}
          data-testid="level-select"
        >
          {SKILL_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`booking.format.levels.${l}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
