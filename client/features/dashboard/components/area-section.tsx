import type { Role } from '../../../../common/constants';
import type { User } from '../../../../common/contracts/auth';
import { Building2, CalendarX, GraduationCap, type LucideIcon, Network, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import type { DashboardArea } from '../lib/areas';
import { TeachingSessions } from '../../booking';
import { LearnerHome } from '../../learning';
import { TutorProposals } from '../../matching';
import { AskSimi, TeachingProfile } from '../../simi';
import { Conversations } from '../../messaging';
import { FamilyHome } from '../../family';
import { ApplicationCard } from '../../tutor-onboarding';
import { AdminOverview } from './admin-overview';
import { EmptyState } from './empty-state';

/** What a role's home shows today. Each is true now: nothing of it exists yet, and the next step is real. */
export type AreaSectionKind =
  | 'learner'
  | 'tutor'
  | 'family'
  | 'mentor'
  | 'agency'
  | 'fieldAgent'
  | 'network'
  | 'enterprise'
  | 'admin';

const BY_AREA: Partial<Record<DashboardArea, AreaSectionKind>> = {
  learner: 'learner',
  tutor: 'tutor',
  parent: 'family',
  teenMentor: 'mentor',
  sma: 'agency',
  subma: 'fieldAgent',
  admin: 'admin',
};

/** /dashboard shows the section of the user's own role (operators reach /admin by a quick action). */
const BY_ROLE: Partial<Record<Role, AreaSectionKind>> = {
  student: 'learner',
  tutor: 'tutor',
  parent: 'family',
  guardian: 'family',
  teen_mentor: 'mentor',
  super_marketing_agent: 'agency',
  sub_marketing_agent: 'fieldAgent',
  ssma: 'network',
  enterprise_admin: 'enterprise',
};

export function areaSectionFor(area: DashboardArea, role: Role): AreaSectionKind | null {
  return area === 'general' ? (BY_ROLE[role] ?? null) : (BY_AREA[area] ?? null);
}

/** The honest empty state of each area, with the next step where a screen for it exists. */
const EMPTY: Record<
  Exclude<AreaSectionKind, 'admin' | 'learner' | 'tutor' | 'family'>,
  { icon: LucideIcon; action?: { href: string; icon: LucideIcon } }
> = {
  mentor: { icon: CalendarX, action: { href: '/TeachFAQ', icon: GraduationCap } },
  agency: { icon: Users },
  fieldAgent: { icon: UserPlus },
  network: { icon: Network },
  enterprise: { icon: Building2 },
};

export function AreaSection({ user, area }: { user: User; area: DashboardArea }) {
  const { t } = useTranslation();
  const kind = areaSectionFor(area, user.userType);
  if (!kind) return null;
  if (kind === 'admin') return <AdminOverview user={user} />;
  if (kind === 'family')
    return (
      <div data-testid="area-section" data-kind={kind}>
        <FamilyHome />
      </div>
    );
  // A learner's home leads with their real upcoming sessions and saved choices (SPEC.md 2.7).
  if (kind === 'learner' || kind === 'tutor')
    return (
      <div data-testid="area-section" data-kind={kind}>
        {kind === 'learner' ? (
          <LearnerHome />
        ) : (
          <>
            <ApplicationCard />
            <TutorProposals />
            <TeachingSessions />
            <div className="mt-8">
              <AskSimi role="tutor" />
              <TeachingProfile />
            </div>
            <div className="mt-8">
              <Conversations role="tutor" emptyText={t('messaging.noneTutor')} />
            </div>
          </>
        )}
      </div>
    );
  const { icon, action } = EMPTY[kind];
  return (
    <div data-testid="area-section" data-kind={kind}>
      <EmptyState
        icon={icon}
        title={t(`dashboard.area.${kind}.title`)}
        text={t(`dashboard.area.${kind}.text`)}
        action={
          action ? (
            <Link href={action.href} className={buttonClasses('primary')}>
              <action.icon aria-hidden="true" className="size-4" />
              {t(`dashboard.area.${kind}.action`)}
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}
