import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

/** Screens that set their own title; the heading-based title below leaves the tab alone meanwhile. */
let explicitTitles = 0;

/** Sets the tab title while the screen is shown; the previous title comes back when it leaves. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    explicitTitles++;
    document.title = title;
    return () => {
      explicitTitles--;
      document.title = previous;
    };
  }, [title]);
}

/**
 * Every other screen is titled after its page heading ("Heading | TRT Tutoring", as the server-rendered
 * pages are), so the tab and a screen reader's page announcement change with client navigation too
 * (WCAG 2.4.2). Watches <main>, because screens render their heading once their data is in.
 */
export function useTitleFromHeading(main: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  const [location] = useLocation();
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const apply = () => {
      if (explicitTitles > 0) return;
      const heading = element.querySelector('h1')?.textContent?.trim();
      const title = heading ? t('layout.documentTitle', { title: heading }) : t('seo.default.title');
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [location, main, t]);
}
