import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { familyQueries } from '../api/family.queries';
import { ChildCard } from './child-card';
import { LinkCodes } from './link-codes';

/**
 * A parent's or guardian's home (PRODUCT.md H): each linked child with their sessions and their
 * conversations with tutors, and the codes that link a child's account.
 */
export function FamilyHome() {
  const { t } = useTranslation();
  const family = useQuery(familyQueries.family());
  if (family.isLoading) return <LoadingBlock label={t('common.loading')} />;
  const children = family.data?.children ?? [];
  return (
    <div className="space-y-8" data-testid="family-home">
      {children.length ? (
        children.map((child) => <ChildCard key={child.id} child={child} />)
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
            <UsersRound aria-hidden="true" className="size-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('dashboard.area.family.title')}</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-700">{t('dashboard.area.family.text')}</p>
        </div>
      )}
      <LinkCodes invitations={family.data?.invitations ?? []} />
      <p className="flex items-center gap-2 text-sm">
        <ShieldCheck aria-hidden="true" className="size-4 text-indigo-600" />
        <Link href="/child-safety" className="font-medium text-indigo-700 underline">
          {t('dashboard.area.family.action')}
        </Link>
      </p>
    </div>
  );
}
