import { conversionEndpoints } from '../../../common/contracts/endpoints';
import { loadContracts } from '../../lib/contract-schemas';
import { useMutation } from '@tanstack/react-query';
import { BookOpen, GraduationCap, type LucideIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { api } from '../../lib/api';
import { errorMessage, translateMessage } from '../../lib/error-message';
import { cn } from '../../lib/cn';

type JoinType = 'student' | 'tutor';

const TYPES: { value: JoinType; icon: LucideIcon }[] = [
  { value: 'student', icon: BookOpen },
  { value: 'tutor', icon: GraduationCap },
];

/**
 * SPEC.md 2.2/5 join form: full name, email and learner-or-tutor are all required ('Please fill all
 * fields'); the lead is kept by POST /api/leads and the visitor continues where the answer says.
 */
export function JoinForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<JoinType | ''>('');
  const [error, setError] = useState<string | null>(null);

  const join = useMutation({
    mutationFn: (input: { name: string; email: string; userType: JoinType }) =>
      api(conversionEndpoints.createLead, { ...input, source: 'landing_join_form' }),
    onSuccess: (answer) => navigate(answer.redirectTo),
    onError: (failure) => setError(errorMessage(failure, t('landing.join.error'))),
  });

  const preloadRules = () => void loadContracts().catch(() => undefined);
  // The rules may still be loading when the button is pressed again: that is the same submit.
  const checking = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (join.isPending || checking.current) return;
    if (!name.trim() || !email.trim() || !userType) {
      setError(t('landing.join.required'));
      return;
    }
    // The server's own rules (ADR 012); usually loaded already, when the reader focused the form.
    checking.current = true;
    const contracts = await loadContracts()
      .catch(() => null)
      .finally(() => {
        checking.current = false;
      });
    if (!contracts) {
      setError(t('landing.join.error'));
      return;
    }
    const parsed = contracts.conversionContracts.createLead.input.safeParse({ name, email, userType });
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message ?? '') || t('landing.join.required'));
      return;
    }
    setError(null);
    join.mutate({ name: parsed.data.name, email: parsed.data.email, userType });
  };

  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="join-title" className="text-2xl font-bold text-slate-900">
          {t('landing.join.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.join.text')}</p>
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-6 space-y-5"
          data-testid="join-form"
          // The rules checked on submit load once the reader starts on the form (ADR 012).
          onFocus={preloadRules}
          aria-describedby={error ? 'join-error' : undefined}
        >
          <TextField
            id="join-name"
            label={t('landing.join.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={200}
          />
          <TextField
            id="join-email"
            type="email"
            label={t('landing.join.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            maxLength={254}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('landing.join.typeLegend')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {TYPES.map(({ value, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                    userType === value
                      ? 'border-indigo-600 bg-indigo-50'
                      : 'border-slate-300 bg-white hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name="join-type"
                    value={value}
                    checked={userType === value}
                    onChange={() => setUserType(value)}
                    className="mt-1 size-4 accent-indigo-600"
                  />
                  <span>
                    <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                      <Icon aria-hidden="true" className="size-4 text-indigo-600" />
                      {t(`landing.join.${value}`)}
                    </span>
                    <span className="block text-sm text-slate-700">{t(`landing.join.${value}Hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <FieldError id="join-error" message={error} />
          <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
            {join.isPending ? <Spinner className="size-4" /> : null}
            {join.isPending ? t('landing.join.submitting') : t('landing.join.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
