import { type ReactNode, useEffect, useState } from 'react';
import { type AroundNavHandler, type BaseLocationHook, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../lib/i18n';
import {
  type LanguagePrefix,
  parseLanguagePrefix,
  prefixForLanguage,
  swapPrefix,
} from '../lib/language-prefix';

/**
 * On the server the location is the request's, fixed. (wouter's ssrPath relies on React's server
 * snapshot of useSyncExternalStore, which Preact's compat layer does not call.)
 */
function serverLocation(ssr: { path: string; search: string }) {
  const { hook, searchHook } = memoryLocation({ path: `${ssr.path}${ssr.search}`, static: true });
  return { hook, searchHook };
}

/**
 * Routes under a language prefix: on /de/faq the app sees /faq, and every <Link href="/x"> leads to
 * /de/x. Choosing another language on a prefixed page moves to the same page under that language's
 * prefix; unprefixed pages stay unprefixed.
 */
export function LanguageRouter({
  children,
  aroundNav,
  hook,
  ssr,
}: {
  children: ReactNode;
  /** Replaces in-app navigation (islands hand it to the app: app/islands). */
  aroundNav?: AroundNavHandler;
  /** Where the location comes from (the browser's by default). */
  hook?: BaseLocationHook;
  /** On the server: the requested path (with its prefix) and query string. */
  ssr?: { path: string; search: string };
}) {
  const [prefix, setPrefix] = useState<LanguagePrefix | null>(() =>
    parseLanguagePrefix(ssr ? ssr.path : window.location.pathname),
  );

  useEffect(() => {
    if (!prefix) return;
    document.documentElement.lang = prefix.tag;
    const onLanguage = (language: string) => {
      const next = prefixForLanguage(language, prefix);
      if (!next) return;
      document.documentElement.lang = next.tag;
      if (next === prefix) return;
      window.history.replaceState(window.history.state, '', swapPrefix(window.location, prefix, next));
      setPrefix(next);
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [prefix]);

  return (
    <Router
      base={prefix ? `/${prefix.prefix}` : ''}
      {...(aroundNav ? { aroundNav } : {})}
      {...(hook ? { hook } : {})}
      {...(ssr ? serverLocation(ssr) : {})}
    >
      {children}
    </Router>
  );
}
