import { cn } from '../../lib/cn';

/** What an action ended in, for the reader and for screen readers: green when it worked, red when not. */
export interface Result {
  ok: boolean;
  text: string;
}

/**
 * A form's or an action's outcome in a polite live region that is always on the page (so screen
 * readers hear each new text) and takes no room while empty.
 */
export function ResultStatus({
  result,
  className,
  large = false,
  'data-testid': testId,
}: {
  result: Result | null;
  className?: string;
  /** The page's own text size rather than a form's small print. */
  large?: boolean;
  'data-testid'?: string;
}) {
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={cn(
        'font-medium empty:hidden',
        !large && 'text-sm',
        result?.ok === false ? 'text-red-800' : 'text-emerald-800',
        className,
      )}
    >
      {result?.text ?? ''}
    </p>
  );
}
