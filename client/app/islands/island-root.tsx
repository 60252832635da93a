import { Component, type ComponentType, Fragment, type ReactNode, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { AroundNavHandler, BaseLocationHook } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../providers';
import { Deferred } from '../../components/deferred';
import { LanguageRouter } from '../language-router';
import { PageOverlays } from '../layout/page-overlays';

export interface Island {
  /** The server's spot for it; its children are the fallback for readers without JavaScript. */
  element: HTMLElement;
  // biome-ignore lint/suspicious/noExplicitAny: each island takes its own (JSON) props
  Component: ComponentType<any>;
  props: object;
}

/** A failed island leaves the server's fallback in place instead of taking the page down. */
class IslandBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('Island failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Takes the spot over from the server's fallback in the same commit, so the two never show together. */
function Adopt({ element, children }: { element: HTMLElement; children: ReactNode }) {
  const own = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const child of [...element.childNodes]) if (child !== own.current) child.remove();
  }, [element]);
  return (
    <div ref={own} className="contents">
      {children}
    </div>
  );
}

const islandPath = window.location.pathname;
const ignore = () => {};
/**
 * The islands stay on the page they were rendered for: any navigation hands over to the app, so while
 * it takes over they must not follow the new address (their analytics would count the page twice).
 */
const useIslandLocation: BaseLocationHook = () => [islandPath, ignore];

/**
 * One Preact tree for all of a page's islands and its overlays, so they share the providers (language,
 * session, consent, contact dialog): each island is a portal into its spot, rendered in a task of its
 * own (Deferred). Navigation inside it goes to `aroundNav` (the app takes over).
 */
export function IslandRoot({
  islands,
  queryClient,
  aroundNav,
}: {
  islands: Island[];
  queryClient: QueryClient;
  aroundNav: AroundNavHandler;
}) {
  return (
    <LanguageRouter aroundNav={aroundNav} hook={useIslandLocation}>
      <AppProviders queryClient={queryClient}>
        {islands.map(({ element, Component: Part, props }, order) => (
          // A fixed list: its order is its identity.
          <Fragment key={order}>
            {createPortal(
              <IslandBoundary>
                <Deferred>
                  <Adopt element={element}>
                    <Part {...props} />
                  </Adopt>
                </Deferred>
              </IslandBoundary>,
              element,
            )}
          </Fragment>
        ))}
        <PageOverlays />
      </AppProviders>
    </LanguageRouter>
  );
}
