import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface AuthScreenProps {
  icon: LucideIcon;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The narrow, centred card shared by the verify, set-password and reset screens. */
export function AuthScreen({ icon: Icon, title, subtitle, children, testId }: AuthScreenProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16" data-testid={testId}>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
        </div>
        {children}
      </Card>
    </div>
  );
}
