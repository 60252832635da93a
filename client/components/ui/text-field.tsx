import { forwardRef, type ReactNode } from 'react';
import { describedBy, FieldError } from './field-error';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: ReactNode;
  /** Already translated error text; linked to the input through aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Extra content beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Content inside the input's box on the right, e.g. a show/hide button. */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (WCAG 1.3.1, 3.3.1). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, labelAside, trailing, className, 'aria-describedby': extraDescribedBy, ...props },
  ref,
) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          invalid={Boolean(error)}
          aria-describedby={describedBy(extraDescribedBy, hint ? hintId : null, error ? errorId : null)}
          withTrailing={Boolean(trailing)}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
});
