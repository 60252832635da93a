import { ChevronDown } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { type FaqItem, faqKey } from './faq-data';

interface FaqAccordionProps {
  items: FaqItem[];
  /** Keeps ids and the exclusive group unique when two accordions share a page. */
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
  /** Extra content above a question, e.g. which audience it is for. */
  aside?: (item: FaqItem) => ReactNode;
}

/** Browsers without exclusive `name` groups (and jsdom) get the same rule from here. */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  const group = opened.getAttribute('name');
  for (const other of opened.ownerDocument.querySelectorAll<HTMLDetailsElement>('details[name]'))
    if (other !== opened && other.getAttribute('name') === group) other.open = false;
}

/**
 * SPEC.md 2.10: one answer open at a time, and the open one closes again on a second click. Native
 * disclosure widgets (<details>/<summary>) sharing a `name`: the browser keeps one open, gives them
 * keyboard support and their expanded state to assistive technology, and they work without
 * JavaScript, so the server's page is complete for every reader.
 */
export function FaqAccordion({ items, idPrefix, headingLevel = 'h2', aside }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const key = faqKey(item);
        return (
          <li key={key} data-testid="faq-item">
            <details
              name={`${idPrefix}-faq`}
              id={`${idPrefix}-${key}`}
              className="group"
              onToggle={closeOthers}
            >
              <summary className="flex w-full cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-5 [&::-webkit-details-marker]:hidden">
                <Heading className="text-base">
                  {aside ? aside(item) : null}
                  {item.question}
                </Heading>
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="px-4 pb-4 text-slate-700 sm:px-5" data-testid="faq-answer">
                <p>{item.answer}</p>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
