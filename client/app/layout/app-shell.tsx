import { type ReactNode, useRef } from 'react';
import { useTitleFromHeading } from '../../hooks/use-document-title';
import { ScarcityBanner } from '../../features/psychology/scarcity-banner';
import { PageOverlays } from '../../features/support/page-overlays';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLinks } from './skip-links';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import { Deferred } from '../../features/seo/deferred';

export function AppShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigate();
  const main = useRef<HTMLElement>(null);
  useTitleFromHeading(main);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLinks />
      <Deferred>
        <ScarcityBanner />
      </Deferred>
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main ref={main} id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Deferred>
        <SiteFooter />
      </Deferred>
      <PageOverlays />
    </div>
  );
}
