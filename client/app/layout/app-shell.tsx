import { type ReactNode, useRef } from 'react';
import { useTitleFromHeading } from '../../hooks/use-document-title';
import { ScarcityBanner } from '../../features/psychology';
import { PageOverlays } from './page-overlays';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLinks } from './skip-links';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import { Island } from '../../components/island';
import { ClientOnly } from '../../components/client-only';

export function AppShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLinks />
      <Island name="scarcity-banner" component={ScarcityBanner} />
      <Island name="site-header" component={SiteHeader} />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main ref={main} id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Island name="site-footer" component={SiteFooter} />
      <ClientOnly>
        <PageOverlays />
      </ClientOnly>
    </div>
  );
}
