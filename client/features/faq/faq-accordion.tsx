import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { type FaqItem, faqKey } from './faq-data';

interface FaqAccordionProps {
  items: FaqItem[];
  /** Keeps ids unique when two accordions share a page. */
  idPrefix: string;
  headingLevel?: 'h2' | 'h3';
  /** Extra content above a question, e.g. which audience it is for. */
  aside?: (item: FaqItem) => ReactNode;
}

/**
 * SPEC.md 2.10: one answer open at a time, and the open one closes again on a second click. Each
 * question is a heading holding a button with aria-expanded / aria-controls (WAI-ARIA accordion).
 */
export function FaqAccordion({ items, idPrefix, headingLevel = 'h2', aside }: FaqAccordionProps) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const key = faqKey(item);
        const open = openKey === key;
        const buttonId = `${idPrefix}-${key}-question`;
        const panelId = `${idPrefix}-${key}-answer`;
        return (
          <li key={key} data-testid="faq-item">
            <Heading className="text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenKey(open ? null : key)}
                className="flex w-full items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-5"
              >
                <span>
                  {aside ? aside(item) : null}
                  {item.question}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 size-5 shrink-0 text-slate-500 transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              hidden={!open}
              className="px-4 pb-4 text-slate-700 sm:px-5"
              data-testid="faq-answer"
            >
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
