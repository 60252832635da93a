import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest empty state: what is missing and the next step, never sample figures. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
