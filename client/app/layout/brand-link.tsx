import { PRODUCT_NAME } from '../../../common/constants';
import { GraduationCap } from 'lucide-react';
import { Link } from 'wouter';

export function BrandLink() {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-indigo-600 text-white">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <span className="text-base whitespace-nowrap sm:text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
