import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { useContactDialog } from '../support';
import { cn } from '../../lib/cn';
import { useSupportWhatsappUrl } from '../support';

/**
 * SPEC.md 2.2 contact: the email support dialog (default subject) and, when the support team's
 * number is configured (SUPPORT_WHATSAPP), a WhatsApp link.
 */
export function ContactSection() {
  const { t } = useTranslation();
  const contact = useContactDialog();
  const whatsapp = useSupportWhatsappUrl();
  return (
    <section aria-labelledby="contact-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 text-center">
        <h2 id="contact-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.contact.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">{t('landing.contact.text')}</p>
        <ul className={cn('mx-auto mt-8 grid gap-4', whatsapp ? 'max-w-3xl sm:grid-cols-2' : 'max-w-md')}>
          <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Mail aria-hidden="true" className="mx-auto size-7 text-indigo-600" />
            <p className="mt-2 text-sm text-slate-700">{t('landing.contact.emailHint')}</p>
            <button
              type="button"
              className={buttonClasses('primary', 'md', 'mt-4 w-full')}
              onClick={() => contact.open({ subject: t('landing.contact.defaultSubject') })}
            >
              {t('landing.contact.email')}
            </button>
          </li>
          {whatsapp ? (
            <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <MessageCircle aria-hidden="true" className="mx-auto size-7 text-emerald-700" />
              <p className="mt-2 text-sm text-slate-700">{t('landing.contact.whatsappHint')}</p>
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'md', 'mt-4 w-full')}
                data-testid="whatsapp-link"
              >
                {t('landing.contact.whatsapp')}
                <span className="sr-only"> {t('landing.contact.newTab')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
