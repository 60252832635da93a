import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';

interface FaqSearchProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of the FAQ pages; filters as you type. */
export function FaqSearch({ id, label, placeholder, value, onChange }: FaqSearchProps) {
  return (
    // Searching needs JavaScript; without it every question is listed anyway (.js-only, styles.css).
    <div role="search" aria-label={label} className="js-only">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  );
}

/** '{n} questions found', announced politely when it changes. */
export function FoundCount({ count, label }: { count: number; label: string }) {
  return (
    <p
      role="status"
      className="inline-flex rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800"
      data-testid="faq-count"
      data-count={count}
    >
      {label}
    </p>
  );
}
