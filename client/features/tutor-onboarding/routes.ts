import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';
import { onboardingQueries } from './api/onboarding.queries';

const reviewers = { permission: 'users:manage' as const };

/** A tutor's application (PRODUCT.md D) and the staff screens that verify it. */
export const tutorOnboardingRoutes = defineRoutes([
  {
    path: '/tutor-hub',
    screen: () => import('./components/tutor-hub-page').then((m) => m.TutorHubPage),
    access: 'public',
    title: ({ t }) => t('layout.documentTitle', { title: t('tutorHub.title') }),
    seo: async () => ({ description: ({ t }) => t('tutorHub.seoDescription') }),
    nav: [{ menu: 'footer', label: 'tutorHub.title', order: 15 }],
  },
  {
    path: '/tutor-onboarding',
    screen: () => import('./components/onboarding-page').then((m) => m.OnboardingPage),
    access: { permission: 'teaching:use' },
    data: () => [onboardingQueries.application(), catalogQueries.skills(), catalogQueries.cities()],
    title: ({ t }) => t('layout.documentTitle', { title: t('onboarding.title') }),
  },
  {
    path: '/admin/tutor-applications',
    screen: () => import('./components/review-queue-page').then((m) => m.ReviewQueuePage),
    access: reviewers,
    data: () => [onboardingQueries.queue('submitted')],
    title: ({ t }) => t('layout.documentTitle', { title: t('onboarding.review.title') }),
  },
  {
    path: '/admin/tutor-applications/:id',
    screen: () => import('./components/review-page').then((m) => m.ReviewPage),
    access: reviewers,
    data: ({ params }) =>
      /^[0-9a-f-]{36}$/i.test(params.id ?? '') ? [onboardingQueries.review(params.id!)] : [],
    title: ({ t }) => t('layout.documentTitle', { title: t('onboarding.review.title') }),
  },
]);
