import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  size?: 'sm' | 'md';
  /** Leaves room on the left for a decorative icon. */
  withIcon?: boolean;
}

/**
 * A native select: the most robust choice for keyboards, screen readers and mobile pickers.
 * Size and padding come from props and width from className, so no two classes set one property.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, size = 'md', withIcon = false, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        'block rounded-lg border border-slate-300 bg-white pr-3 text-slate-900 shadow-sm',
        size === 'sm' ? 'h-9 text-sm' : 'h-11 text-base sm:text-sm',
        withIcon ? 'pl-8' : 'pl-3',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
        className,
      )}
      {...props}
    />
  );
});
