import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { PASSWORD_RULES } from '../lib/password-rules';

/** SPEC.md 2.5's live checklist; each item says met or not met in words, not only by colour. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-semibold text-slate-900" id={id ? `${id}-title` : undefined}>
        {t('password.requirementsTitle')}
      </p>
      <ul
        className="mt-2 space-y-1.5"
        aria-labelledby={id ? `${id}-title` : undefined}
        data-testid="password-checklist"
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.key}
              data-rule={rule.key}
              data-met={met}
              className={cn('flex items-center gap-2 text-sm', met ? 'text-emerald-800' : 'text-slate-700')}
            >
              {met ? (
                <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
              ) : (
                <X aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              )}
              <span>{t(`password.rules.${rule.key}`)}</span>
              <span className="sr-only">{met ? t('password.ruleMet') : t('password.ruleNotMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
