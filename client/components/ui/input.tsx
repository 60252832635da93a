import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  /** "code": large, centred digits for one-time codes. */
  variant?: 'default' | 'code';
  /** Leaves room on the right for a button inside the box. */
  withTrailing?: boolean;
}

// Size and padding come from props, not className, so no two classes ever set the same property.
const variants = {
  default: 'h-11 text-base sm:text-sm',
  code: 'h-14 text-center font-mono text-2xl tracking-[0.5em]',
};

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, invalid, variant = 'default', withTrailing = false, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full rounded-lg border bg-white pl-3 text-slate-900 shadow-sm',
        variants[variant],
        withTrailing ? 'pr-12' : 'pr-3',
        'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        invalid ? 'border-red-600' : 'border-slate-300',
        className,
      )}
      {...props}
    />
  );
});
