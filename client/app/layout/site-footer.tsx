import { PRODUCT_NAME } from '../../../common/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useContactDialog } from '../../features/support';
import { menuLinks } from '../routing/manifest';

/** The footer's links: the routes that name the footer menu (routing/manifest.ts); all are public. */
const FOOTER_LINKS = menuLinks('footer');

export function SiteFooter() {
  const { t } = useTranslation();
  const contact = useContactDialog();
  return (
    <footer className="border-t border-slate-200 bg-white">
      {/* On phones the page ends with room below the footer, so the floating accessibility and cookie
          buttons (bottom left) never sit over its last links. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-24 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between sm:pb-8">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {t('layout.footer.rights')}
        </p>
        <nav aria-label={t('layout.footer.label')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => contact.open()}
                aria-haspopup="dialog"
                className="rounded hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {t('contact.trigger')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
