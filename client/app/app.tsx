import { LanguageRouter } from '../features/seo/language-router';
import { AppProviders } from './providers';
import { AppShell } from './layout/app-shell';
import { AppRoutes } from './routes';
import { RenderErrorBoundary } from './render-error-boundary';
import { useIdlePrefetch } from './use-idle-prefetch';

export function App() {
  useIdlePrefetch();
  return (
    <RenderErrorBoundary>
      <LanguageRouter>
        <AppProviders>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </AppProviders>
      </LanguageRouter>
    </RenderErrorBoundary>
  );
}
