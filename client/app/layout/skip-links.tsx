import { useTranslation } from 'react-i18next';

const skipClass =
  'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-indigo-700 ' +
  'focus:px-4 focus:py-2 focus:font-semibold focus:text-white focus:shadow-lg';

/** SPEC.md 2.12: two skip links, to the main content and to the navigation; first in tab order. */
export function SkipLinks() {
  const { t } = useTranslation();
  return (
    <div>
      <a href="#main-content" className={skipClass}>
        {t('layout.skipToMain')}
      </a>
      <a href="#navigation" className={skipClass}>
        {t('layout.skipToNavigation')}
      </a>
    </div>
  );
}
