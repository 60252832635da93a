import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '../../../common/islands';

/** What the server rendered a page from, for the browser to start from the same (entry-server.tsx). */
export interface PageState {
  language: string;
  /** islands: the server's HTML stays the page; app: the whole screen hydrates. */
  mode: 'islands' | 'app';
  status: number;
  /** Rendered for the signed-in visitor (in their account's language), not as a signed-out one. */
  personal: boolean;
  /** The route's reads as the server answered them. */
  queries: DehydratedState;
}

/** JSON inside <script>: "<" escaped so no "</script>" or "<!--" in the data can end it. */
export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's state, or null on a page the server did not render. */
export function readPageState(doc: Document = document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
