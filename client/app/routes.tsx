import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import { LoadingBlock } from '../components/ui/spinner';
import { ROLE_DASHBOARD_ROUTES } from './role-dashboards';
import {
  AdminBlogEditorPage,
  AdminBlogListPage,
  AuthPage,
  BlogListPage,
  BlogPostPage,
  CatalogPage,
  LegalDocumentsPage,
  DashboardRoute,
  FaqHubPage,
  HomePage,
  LearnFaqPage,
  LearnerDashboardRoute,
  NotFoundPage,
  ResetPasswordPage,
  RoleDashboardRoute,
  SetPasswordPage,
  TeachFaqPage,
  VerifyEmailPage,
} from './screens';

export function RouteLoading() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('app.loadingProduct')} className="min-h-[50vh]" />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        {/* SPEC.md 2.1: /auth and anything under it. */}
        <Route path="/auth/*?" component={AuthPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/set-password" component={SetPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/dashboard" component={DashboardRoute} />
        <Route path="/learner-dashboard" component={LearnerDashboardRoute} />
        <Route path="/blog" component={BlogListPage} />
        <Route path="/blog/:postId" component={BlogPostPage} />
        <Route path="/admin/blog" component={AdminBlogListPage} />
        <Route path="/admin/blog/new" component={AdminBlogEditorPage} />
        <Route path="/admin/blog/:id" component={AdminBlogEditorPage} />
        {/* SPEC.md 2.1: these four share one SEO landing screen. */}
        <Route path="/skills" component={CatalogPage} />
        <Route path="/cities" component={CatalogPage} />
        <Route path="/learn/:skillId" component={CatalogPage} />
        <Route path="/city/:cityId" component={CatalogPage} />
        <Route path="/legal-documents" component={LegalDocumentsPage} />
        <Route path="/faq" component={FaqHubPage} />
        <Route path="/LearnFAQ" component={LearnFaqPage} />
        <Route path="/TeachFAQ" component={TeachFaqPage} />
        {ROLE_DASHBOARD_ROUTES.map(({ path, area }) => (
          <Route key={path} path={path}>
            <RoleDashboardRoute area={area} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
