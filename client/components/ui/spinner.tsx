import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** `className` replaces the default size rather than adding to it, so two sizes never compete. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}

interface LoadingBlockProps {
  label: string;
  className?: string;
  compact?: boolean;
}

/** A centred spinner with a visible, announced text. */
export function LoadingBlock({ label, className, compact = false }: LoadingBlockProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-slate-700',
        compact ? 'py-8' : 'py-16',
        className,
      )}
    >
      <Spinner className="size-8 text-indigo-600" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
