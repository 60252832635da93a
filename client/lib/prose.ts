import { type RefObject, useEffect } from 'react';

/**
 * Typography for HTML rendered by the server from Markdown (articles, legal documents, previews):
 * headings, lists, links, tables and quotes, without a typography plugin.
 */
export const PROSE_CLASSES = [
  'max-w-none text-base leading-7 text-slate-800',
  '[&>*:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li>p]:mt-1 [&_li::marker]:text-indigo-600',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-indigo-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
  // Phones: a wide table scrolls sideways (made focusable by useScrollableTables); wider screens: a normal table.
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  'md:[&_table]:table md:[&_table]:w-full [&_td]:min-w-36 md:[&_td]:min-w-0 [&_th]:min-w-36 md:[&_th]:min-w-0',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-2 [&_td]:align-top',
  '[&_td]:[overflow-wrap:break-word] [&_th]:[overflow-wrap:break-word] hyphens-auto',
].join(' ');

/**
 * A table wider than the screen scrolls sideways; keyboard users must be able to scroll it too
 * (WCAG 2.1.1), so such a table joins the tab order, named by its column headers.
 */
export function useScrollableTables(container: RefObject<HTMLElement | null>, contentKey: string) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const update = () => {
      for (const table of root.querySelectorAll('table')) {
        const scrolls = table.scrollWidth > table.clientWidth + 1;
        if (scrolls) {
          table.tabIndex = 0;
          const headers = [...table.querySelectorAll('thead th')]
            .map((th) => th.textContent?.trim())
            .filter(Boolean);
          table.setAttribute('aria-label', headers.join(', '));
        } else if (table.hasAttribute('tabindex')) {
          table.removeAttribute('tabindex');
          table.removeAttribute('aria-label');
        }
      }
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [container, contentKey]);
}
