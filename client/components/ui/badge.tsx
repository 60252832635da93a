import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'indigo' | 'slate' | 'green' | 'amber' | 'white';

const tones: Record<Tone, string> = {
  indigo: 'bg-indigo-100 text-indigo-800',
  slate: 'bg-slate-100 text-slate-700',
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  white: 'bg-white text-indigo-800',
};

export function Badge({
  tone = 'indigo',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
