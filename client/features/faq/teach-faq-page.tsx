import { PRICES_CENTS } from '../../../common/constants';
import { BookOpenCheck, Headset, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { formatEuro } from '../../lib/format';
import { useContactDialog } from '../support';
import { TEACH_CATEGORIES } from './faq-data';
import { FaqListPage } from './faq-list-page';

/** /TeachFAQ: the tutors' 17 questions and the 'Ready to Start Teaching?' panel. */
export function TeachFaqPage() {
  const { t, i18n } = useTranslation();
  const contact = useContactDialog();
  return (
    <FaqListPage set="teachFaq" ns="teach" categories={TEACH_CATEGORIES}>
      <section
        aria-labelledby="teach-faq-ready"
        className="mt-10 rounded-2xl bg-indigo-700 p-6 text-center text-white sm:p-8"
        data-testid="ready-to-teach"
      >
        <h2 id="teach-faq-ready" className="text-2xl font-bold">
          {t('faq.teach.ready.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-indigo-50">
          {t('faq.teach.ready.text', { price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language) })}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {/* The tutor hub leads visitors to registration and tutors to their application. */}
          <Link href="/tutor-hub" className={buttonClasses('secondary', 'md')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('faq.teach.ready.startVerification')}
          </Link>
          <button
            type="button"
            className={buttonClasses('inverse', 'md')}
            onClick={() => contact.open({ subject: t('faq.teach.ready.supportSubject') })}
          >
            <Headset aria-hidden="true" className="size-4" />
            {t('faq.teach.ready.tutorSupport')}
          </button>
          <Link href="/blog" className={buttonClasses('inverse', 'md')}>
            <BookOpenCheck aria-hidden="true" className="size-4" />
            {t('faq.teach.ready.resources')}
          </Link>
        </div>
      </section>
    </FaqListPage>
  );
}
