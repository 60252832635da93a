import { familyEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatMediumDate } from '../../../lib/format';
import { invalidatePrefix } from '../../../lib/queries';
import { MESSAGING_KEY_PREFIX } from '../../messaging';
import { FAMILY_KEY_PREFIX, familyQueries } from '../api/family.queries';

/**
 * The learner's side of a family link: who follows their account (and what they see), and the field
 * where a child enters the code their parent or guardian made. `intro` says why, where a page asks
 * for it (the consent under 16 on /student-onboarding).
 */
export function MyGuardians({ intro }: { intro?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const guardians = useQuery(familyQueries.myGuardians());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const link = useMutation({
    mutationFn: () => api(familyEndpoints.acceptInvitation, { code }),
    onSuccess: (guardian) => {
      setCode('');
      toast({ title: t('family.guardians.linked', { name: guardian.name }) });
      void invalidatePrefix(queryClient, FAMILY_KEY_PREFIX);
      // Conversations now say that a guardian reads along.
      void invalidatePrefix(queryClient, MESSAGING_KEY_PREFIX);
    },
    onError: (e) => setError(errorMessage(e, t('family.errors.failed'))),
  });
  const list = guardians.data ?? [];
  return (
    <section aria-labelledby="guardians-title" data-testid="my-guardians">
      <h2 id="guardians-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" />
        {t('family.guardians.title')}
      </h2>
      {intro}
      {list.length ? (
        <ul className="mt-2 space-y-1 text-slate-700">
          {list.map((g) => (
            <li key={g.id} data-testid="guardian">
              {t('family.guardians.follows', {
                name: g.name,
                date: formatMediumDate(g.linkedAt, i18n.language),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="mt-3 max-w-md"
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.trim()) return setError(t('family.validation.code'));
          setError(null);
          link.mutate();
        }}
      >
        <TextField
          id={fieldId}
          label={t('family.guardians.codeLabel')}
          hint={t('family.guardians.codeHint')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          data-testid="guardian-code"
        />
        <Button
          type="submit"
          size="sm"
          className="mt-3"
          disabled={link.isPending}
          data-testid="guardian-link"
        >
          {t('family.guardians.link')}
        </Button>
      </form>
    </section>
  );
}
