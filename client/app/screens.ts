import { lazy } from 'react';

/**
 * Every screen is its own chunk (SPEC.md 2.1: screens load on demand). The loaders are kept apart from
 * the lazy components so the idle prefetch can warm a chunk without rendering it.
 */
export const screenLoaders = {
  home: () => import('../features/home/home-page').then((m) => ({ default: m.HomePage })),
  auth: () => import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
  verifyEmail: () =>
    import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
  setPassword: () =>
    import('../features/auth/components/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
  resetPassword: () =>
    import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
  dashboard: () =>
    import('../features/dashboard/components/dashboard-routes').then((m) => ({ default: m.DashboardRoute })),
  learnerDashboard: () =>
    import('../features/dashboard/components/dashboard-routes').then((m) => ({
      default: m.LearnerDashboardRoute,
    })),
  roleDashboard: () =>
    import('../features/dashboard/components/dashboard-routes').then((m) => ({
      default: m.RoleDashboardRoute,
    })),
  notFound: () => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
  blogList: () =>
    import('../features/blog/components/blog-list-page').then((m) => ({ default: m.BlogListPage })),
  blogPost: () =>
    import('../features/blog/components/blog-post-page').then((m) => ({ default: m.BlogPostPage })),
  adminBlogList: () =>
    import('../features/blog/components/admin-blog-list-page').then((m) => ({
      default: m.AdminBlogListPage,
    })),
  adminBlogEditor: () =>
    import('../features/blog/components/admin-blog-editor-page').then((m) => ({
      default: m.AdminBlogEditorPage,
    })),
  catalog: () =>
    import('../features/catalog/components/catalog-page').then((m) => ({ default: m.CatalogPage })),
  legalDocuments: () =>
    import('../features/legal/components/legal-documents-page').then((m) => ({
      default: m.LegalDocumentsPage,
    })),
  faqHub: () => import('../features/faq/faq-hub-page').then((m) => ({ default: m.FaqHubPage })),
  learnFaq: () => import('../features/faq/learn-faq-page').then((m) => ({ default: m.LearnFaqPage })),
  teachFaq: () => import('../features/faq/teach-faq-page').then((m) => ({ default: m.TeachFaqPage })),
};

export const HomePage = lazy(screenLoaders.home);
export const AuthPage = lazy(screenLoaders.auth);
export const VerifyEmailPage = lazy(screenLoaders.verifyEmail);
export const SetPasswordPage = lazy(screenLoaders.setPassword);
export const ResetPasswordPage = lazy(screenLoaders.resetPassword);
export const DashboardRoute = lazy(screenLoaders.dashboard);
export const LearnerDashboardRoute = lazy(screenLoaders.learnerDashboard);
export const RoleDashboardRoute = lazy(screenLoaders.roleDashboard);
export const NotFoundPage = lazy(screenLoaders.notFound);
export const BlogListPage = lazy(screenLoaders.blogList);
export const BlogPostPage = lazy(screenLoaders.blogPost);
export const AdminBlogListPage = lazy(screenLoaders.adminBlogList);
export const AdminBlogEditorPage = lazy(screenLoaders.adminBlogEditor);
export const CatalogPage = lazy(screenLoaders.catalog);
export const LegalDocumentsPage = lazy(screenLoaders.legalDocuments);
export const FaqHubPage = lazy(screenLoaders.faqHub);
export const LearnFaqPage = lazy(screenLoaders.learnFaq);
export const TeachFaqPage = lazy(screenLoaders.teachFaq);

/**
 * Chunks to warm while the browser is idle (SPEC.md 2.1). A path without a screen yet is skipped;
 * /global-marketplace starts prefetching as soon as its screen is added here.
 */
export const IDLE_PREFETCH_PATHS = ['/auth', '/dashboard', '/global-marketplace'] as const;

export const prefetchLoaders: Partial<Record<string, () => Promise<unknown>>> = {
  '/auth': screenLoaders.auth,
  '/dashboard': screenLoaders.dashboard,
};
