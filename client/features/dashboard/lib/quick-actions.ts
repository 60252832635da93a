import type { Role } from '../../../../common/constants';

export interface QuickAction {
  href: string;
  key: string;
}

const COMMON: QuickAction[] = [
  { href: '/dual-payment-system', key: 'dashboard.actions.payments' },
  { href: '/payment', key: 'dashboard.actions.checkout' },
  { href: '/gamification', key: 'dashboard.actions.achievements' },
  { href: '/video-infrastructure', key: 'dashboard.actions.video' },
];

const BY_ROLE: Partial<Record<Role, QuickAction[]>> = {
  student: [
    { href: '/student-onboarding', key: 'dashboard.actions.studentOnboarding' },
    { href: '/music', key: 'dashboard.actions.music' },
  ],
  tutor: [
    { href: '/tutor-onboarding', key: 'dashboard.actions.tutorOnboarding' },
    { href: '/tutor-dashboard', key: 'dashboard.actions.tutorDashboard' },
  ],
  parent: [{ href: '/parent-dashboard', key: 'dashboard.actions.parentDashboard' }],
  guardian: [{ href: '/parent-dashboard', key: 'dashboard.actions.guardianDashboard' }],
};

/** SPEC.md 2.6: four links for everyone, plus the role's own. */
export function quickActionsFor(role: Role): QuickAction[] {
  return [...(BY_ROLE[role] ?? []), ...COMMON];
}
