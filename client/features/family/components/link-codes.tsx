import type { FamilyInvitation } from '../../../../common/contracts/family';
import { familyEndpoints } from '../../../../common/contracts/endpoints';
import { FAMILY } from '../../../../common/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { invalidatePrefix } from '../../../lib/queries';
import { useAuth } from '../../auth';
import { FAMILY_KEY_PREFIX } from '../api/family.queries';

/**
 * Linking a child: the adult makes a single-use code, shown this once, and gives it to the child, who
 * enters it in their own learner account. Open codes can be withdrawn.
 */
export function LinkCodes({ invitations }: { invitations: readonly FamilyInvitation[] }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  // A child's consent comes from an adult whose address is verified (ADR 045); the server says so too.
  const unverified = user ? !user.emailVerified : false;
  const queryClient = useQueryClient();
  const [made, setMade] = useState<{ id: string; code: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api(familyEndpoints.createInvitation, {}),
    onSuccess: (next) => {
      setError(null);
      setMade({ id: next.id, code: next.code, expiresAt: next.expiresAt });
      void invalidatePrefix(queryClient, FAMILY_KEY_PREFIX);
    },
    onError: (e) => setError(errorMessage(e, t('family.errors.failed'))),
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => api(familyEndpoints.withdrawInvitation, {}, { params: { id } }),
    onSuccess: (_, id) => {
      if (made?.id === id) setMade(null);
      void invalidatePrefix(queryClient, FAMILY_KEY_PREFIX);
    },
    onError: (e) => setError(errorMessage(e, t('family.errors.failed'))),
  });
  return (
    <section aria-labelledby="link-child-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="link-child-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-indigo-600" />
        {t('family.link.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('family.link.text', { days: FAMILY.invitationDays })}</p>
      {made ? (
        <div className="mt-4 rounded-xl bg-indigo-50 p-4" data-testid="new-code" aria-live="polite">
          <p className="text-sm font-medium text-slate-900">{t('family.link.yourCode')}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-indigo-900 select-all">
            {made.code}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {t('family.link.codeHelp', { until: formatDateTime(made.expiresAt, i18n.language) })}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {unverified ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="verify-first">
          {t('family.link.verifyFirst')}{' '}
          <Link href="/verify-email" className="font-medium text-indigo-700 underline">
            {t('family.link.verifyLink')}
          </Link>
        </p>
      ) : null}
      <Button
        className="mt-4"
        onClick={() => create.mutate()}
        disabled={create.isPending || unverified}
        data-testid="make-code"
      >
        {made ? t('family.link.another') : t('family.link.make')}
      </Button>
      {invitations.length ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">{t('family.link.open')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                data-testid="open-code"
              >
                <span className="text-slate-700">
                  {t('family.link.openUntil', {
                    made: formatDateTime(i.createdAt, i18n.language),
                    until: formatDateTime(i.expiresAt, i18n.language),
                  })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(i.id)}
                  aria-label={t('family.link.withdrawNamed', {
                    made: formatDateTime(i.createdAt, i18n.language),
                  })}
                >
                  {t('family.link.withdraw')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
