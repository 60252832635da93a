import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { catalogQueries, skillName } from '../../catalog';
import { SimiModal } from './simi-modal';

/**
 * Ask Simi (SPEC.md 4): a learner names a skill (or picks one of the catalogue's) and Simi's
 * questions open; a tutor is asked about the skills they teach.
 */
export function AskSimi({ role }: { role: 'learner' | 'tutor' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [skill, setSkill] = useState('');
  const [asked, setAsked] = useState('');
  const skills = useQuery({ ...catalogQueries.skills(), enabled: role === 'learner' });
  const ids = { input: useId(), list: useId() };
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  // The skill the learner typed, as the catalogue's id when it names one (in their language or English).
  const context = () => {
    const typed = skill.trim();
    const found = (skills.data ?? []).find(
      (s) =>
        s.name.toLowerCase() === typed.toLowerCase() || skillName(t, s).toLowerCase() === typed.toLowerCase(),
    );
    return found ? found.id : typed;
  };
  return (
    <section
      aria-labelledby="ask-simi"
      className="rounded-2xl border border-indigo-100 bg-indigo-50 p-5 sm:p-6"
      data-testid="ask-simi"
    >
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-indigo-700" />
        <div className="min-w-0 flex-1">
          <h2 id="ask-simi" className="text-lg font-bold text-slate-900">
            {t('simi.modal.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-800">
            {role === 'tutor' ? t('simi.ask.tutorText') : t('simi.ask.text')}
          </p>
          <form
            className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              setAsked(role === 'learner' ? context() : '');
              setOpen(true);
            }}
          >
            {role === 'learner' ? (
              <div className="min-w-0 flex-1">
                <label htmlFor={ids.input} className="text-sm font-medium text-slate-900">
                  {t('simi.modal.skillLabel')}
                </label>
                <Input
                  id={ids.input}
                  list={ids.list}
                  value={skill}
                  maxLength={100}
                  placeholder={t('simi.modal.skillPlaceholder')}
                  onChange={(e) => setSkill(e.target.value)}
                  className="mt-1 w-full"
                />
                <datalist id={ids.list}>
                  {(skills.data ?? []).map((s) => (
                    <option key={s.id} value={skillName(t, s)} />
                  ))}
                </datalist>
              </div>
            ) : null}
            <Button type="submit" disabled={role === 'learner' && skill.trim() === ''}>
              {t('simi.modal.start')}
            </Button>
          </form>
        </div>
      </div>
      {open ? (
        <SimiModal
          open={open}
          onOpenChange={onOpenChange}
          role={role}
          skillContext={asked}
          skillLabel={role === 'learner' ? skill.trim() : ''}
        />
      ) : null}
    </section>
  );
}
