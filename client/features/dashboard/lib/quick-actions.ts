import type { User } from '../../../../common/contracts/auth';
import { can, decideAccess, type Permission } from '../../../../common/permissions';
import { matchRoute } from '../../../app/routing/match';
import type { RouteEntry } from '../../../app/routing/route-entry';

export interface QuickAction {
  href: string;
  /** Catalogue key of the link text. */
  key: string;
}

/**
 * Candidate quick actions, the role's own screens first. Only those whose route exists in the route
 * manifest and that the user may open are shown (quickActionsFor), so no link leads nowhere; screens
 * SPEC.md names that do not exist yet (gamification, video) join this
 * list with their routes.
 */
const CANDIDATES: (QuickAction & { sameScreenAs?: string[]; permission?: Permission })[] = [
  { href: '/learner-dashboard', key: 'dashboard.actions.learnerDashboard' },
  // A public page, offered only to those who can book (SPEC.md 2.7's Book New Session).
  { href: '/session-booking', key: 'dashboard.actions.bookSession', permission: 'learning:use' },
  {
    href: '/tutor-dashboard-enhanced',
    key: 'dashboard.actions.tutorDashboard',
    sameScreenAs: ['/tutor-dashboard'],
  },
  { href: '/global-marketplace', key: 'dashboard.actions.globalMarketplace', permission: 'learning:use' },
  { href: '/student-hub', key: 'dashboard.actions.studentHub', permission: 'learning:use' },
  { href: '/student-onboarding', key: 'dashboard.actions.learnerProfile', permission: 'learning:use' },
  { href: '/music', key: 'dashboard.actions.music', permission: 'learning:use' },
  { href: '/tutor-availability', key: 'dashboard.actions.availability' },
  {
    href: '/tutor-dashboard-professional',
    key: 'dashboard.actions.tutorAnalytics',
    sameScreenAs: ['/professional-tutor-dashboard'],
  },
  { href: '/tutor-dashboard-clean', key: 'dashboard.actions.tutorFocus' },
  { href: '/tutor-onboarding', key: 'dashboard.actions.tutorOnboarding' },
  { href: '/tutor-payment-management', key: 'dashboard.actions.payoutEarnings' },
  { href: '/tutor-direct-payments', key: 'dashboard.actions.payoutMethod' },
  { href: '/parent-dashboard', key: 'dashboard.actions.parentDashboard' },
  { href: '/teen-mentor', key: 'dashboard.actions.mentorDashboard' },
  { href: '/sma/dashboard', key: 'dashboard.actions.agencyDashboard' },
  { href: '/sma/subma/dashboard', key: 'dashboard.actions.fieldAgentDashboard' },
  { href: '/admin', key: 'dashboard.actions.adminDashboard', sameScreenAs: ['/admin/motherboard'] },
  { href: '/admin/blog', key: 'dashboard.actions.manageArticles' },
  { href: '/admin/tutor-applications', key: 'dashboard.actions.tutorApplications' },
  { href: '/admin/marketplace', key: 'dashboard.actions.marketplace' },
  { href: '/admin/payment-queue', key: 'dashboard.actions.payoutQueue' },
  { href: '/skills', key: 'dashboard.actions.browseSkills' },
  { href: '/cities', key: 'dashboard.actions.browseCities' },
  { href: '/faq', key: 'dashboard.actions.faq' },
  { href: '/blog', key: 'dashboard.actions.blog' },
  { href: '/legal-documents', key: 'dashboard.actions.legal' },
];

/**
 * The quick actions `user` may follow from `here` (the current, unprefixed path): routes that exist,
 * that the user's access rule allows, that do not send this user elsewhere, and not the page itself.
 * A guardian's family screen is labelled as theirs.
 */
export function quickActionsFor(routes: readonly RouteEntry[], user: User, here: string): QuickAction[] {
  const current = matchRoute(routes, here)?.route;
  return CANDIDATES.flatMap(({ href, key, sameScreenAs = [], permission }) => {
    const route = matchRoute(routes, href)?.route;
    if (!route || route === current || sameScreenAs.includes(current?.path ?? '')) return [];
    if (permission && !can(user, permission)) return [];
    if (decideAccess(route.access, user) !== 'allowed' || route.redirect?.(user)) return [];
    if (href === '/parent-dashboard' && user.userType === 'guardian')
      return [{ href, key: 'dashboard.actions.guardianDashboard' }];
    return [{ href, key }];
  });
}
