import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../features/auth';
import { LanguagePicker } from '../../features/language';
import { NotificationBell } from '../../features/notifications';
import { cn } from '../../lib/cn';
import { decideAccess } from '../../../common/permissions';
import { menuLinks } from '../routing/manifest';
import { BrandLink } from './brand-link';

/** The header's links: the routes that name the header menu (routing/manifest.ts). */
const HEADER_LINKS = menuLinks('header');

export function SiteHeader() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = HEADER_LINKS.filter((link) => decideAccess(link.route.access, user) === 'allowed');

  const linkClass = (href: string) =>
    cn(
      'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900',
      'focus-visible:outline-2 focus-visible:outline-indigo-600',
      location === href ? 'text-indigo-800' : 'text-slate-700',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <BrandLink />
        {/* One landmark holds links, language and account actions, so the skip link has a visible target on phones too. */}
        <nav
          id="navigation"
          tabIndex={-1}
          aria-label={t('layout.mainNavigation')}
          className="flex flex-1 items-center gap-2"
        >
          <ul className="ml-4 hidden items-center gap-0.5 xl:flex">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={location === link.href ? 'page' : undefined}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            {/* Not deferred: appearing a task after the header, it would push the account actions aside. */}
            <LanguagePicker id="header-language" compact />
            {/* Someone who must set a new password first can open nothing else yet, so has no bell. */}
            {user && !user.mustSetPassword ? <NotificationBell /> : null}
            {user ? (
              // Wrapped: "hidden" on the link itself would fight its own inline-flex.
              <div className="hidden sm:block">
                <Link href="/dashboard" className={buttonClasses('primary', 'sm')}>
                  {t('layout.dashboard')}
                </Link>
              </div>
            ) : (
              <div className="hidden items-center gap-2 sm:flex">
                <Link href="/auth?mode=login" className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
                  {t('layout.signIn')}
                </Link>
                <Link
                  href="/auth?mode=register"
                  className={buttonClasses('primary', 'sm', 'whitespace-nowrap')}
                >
                  {t('layout.joinFree')}
                </Link>
              </div>
            )}
            <button
              type="button"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </nav>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t('layout.mobileNavigation')}
          className="border-t border-slate-200 xl:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={cn(linkClass(link.href), 'block')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li className="mt-2 flex gap-2 sm:hidden">
              {user ? (
                <Link
                  href="/dashboard"
                  className={buttonClasses('primary', 'sm', 'flex-1')}
                  onClick={() => setMenuOpen(false)}
                >
                  {t('layout.dashboard')}
                </Link>
              ) : (
                <>
                  <Link
                    href="/auth?mode=login"
                    className={buttonClasses('outline', 'sm', 'flex-1')}
                    onClick={() => setMenuOpen(false)}
                  >
                    {t('layout.signIn')}
                  </Link>
                  <Link
                    href="/auth?mode=register"
                    className={buttonClasses('primary', 'sm', 'flex-1')}
                    onClick={() => setMenuOpen(false)}
                  >
                    {t('layout.joinFree')}
                  </Link>
                </>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
