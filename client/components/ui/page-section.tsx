import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A titled card of a long text page (the accessibility statement, child safety, Simi's introduction):
 * an h2 with its icon, named for screen readers by `id`.
 */
export function PageSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:text-2xl">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}
