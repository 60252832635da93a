import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { matchingEndpoints } from '../../../../common/contracts/endpoints';
import type { TutorProposal } from '../../../../common/contracts/matching';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, languageName } from '../../../lib/format';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { matchingQueries } from '../api/matching.queries';

/**
 * On the tutor's dashboard: the groups Simi is forming at their weekly hours. A new group waits for
 * the tutor to confirm it, or to decline it while no learner has taken a seat (its learners then
 * wait for another group, and Simi no longer proposes that hour for the skill). Learners are never
 * named here. Shows nothing without a group.
 */
export function TutorProposals() {
  const { t } = useTranslation();
  const query = useQuery(matchingQueries.tutorProposals());
  const proposals = query.data?.proposals ?? [];
  // The group_proposed_tutor notification links here.
  useScrollToHash(proposals.length > 0 ? ['tutor-proposals'] : []);
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby="tutor-proposals" className="mb-8" data-testid="tutor-proposals">
      <h2 id="tutor-proposals" className="scroll-mt-24 text-xl font-bold text-slate-900">
        {t('matching.tutorProposals.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('matching.tutorProposals.intro')}</p>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {proposals.map((p) => (
          <Proposal key={p.id} proposal={p} />
        ))}
      </ul>
    </section>
  );
}

function Proposal({ proposal: p }: { proposal: TutorProposal }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const when = formatDateTime(p.startsAt, lang);
  const answered = (text: string) => (data: { proposals: TutorProposal[] }) => {
    queryClient.setQueryData(matchingQueries.tutorProposals().queryKey, data);
    toast({ title: text });
  };
  const onError = (e: unknown) =>
    toast({
      title: t('matching.proposals.failed'),
      description: errorMessage(e, t('matching.proposals.failed')),
      variant: 'destructive',
    });
  const confirm = useMutation({
    mutationFn: () => api(matchingEndpoints.confirmTutorProposal, {}, { params: { id: p.id } }),
    onSuccess: answered(t('matching.tutorProposals.confirmedToast')),
    onError,
  });
  const decline = useMutation({
    mutationFn: () => api(matchingEndpoints.declineTutorProposal, {}, { params: { id: p.id } }),
    onSuccess: answered(t('matching.tutorProposals.declinedToast')),
    onError,
  });
  const busy = confirm.isPending || decline.isPending;
  return (
    <li className="rounded-xl border border-indigo-200 bg-white p-4" data-testid="tutor-proposal">
      <div className="flex flex-wrap items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-indigo-700" />
        <span className="font-semibold text-slate-900">{p.skillName}</span>
        <Badge tone={p.response === 'confirmed' ? 'green' : 'amber'}>
          {t(`matching.tutorProposals.response.${p.response}`)}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {t('matching.tutorProposals.details', {
          when,
          language: languageName(p.language, lang),
          level: t(`matching.proposals.level.${p.level}`),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('matching.tutorProposals.seats', { accepted: p.accepted, asked: p.asked })}
      </p>
      {p.response === 'pending' ? (
        <>
          <p className="mt-1 text-xs text-slate-600">
            {t('matching.proposals.answerBy', { when: formatDateTime(p.expiresAt, lang) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy}
              aria-label={t('matching.tutorProposals.confirmNamed', { skill: p.skillName, when })}
              onClick={() => confirm.mutate()}
            >
              {t('matching.tutorProposals.confirm')}
            </Button>
            {p.accepted === 0 ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={t('matching.tutorProposals.declineNamed', { skill: p.skillName, when })}
                onClick={() => decline.mutate()}
              >
                {t('matching.tutorProposals.decline')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}
