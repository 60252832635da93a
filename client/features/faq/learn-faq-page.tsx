import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useContactDialog } from '../support';
import { LEARN_CATEGORIES } from './faq-data';
import { FaqListPage } from './faq-list-page';

/** /LearnFAQ: the learners' 15 questions. */
export function LearnFaqPage() {
  const { t } = useTranslation();
  const contact = useContactDialog();
  return (
    <FaqListPage set="learnFaq" ns="learn" categories={LEARN_CATEGORIES}>
      <section
        aria-labelledby="learn-faq-more"
        className="mt-10 rounded-2xl bg-indigo-50 p-6 text-center ring-1 ring-indigo-100"
      >
        <h2 id="learn-faq-more" className="text-xl font-bold text-slate-900">
          {t('faq.learn.moreTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('faq.learn.moreText')}</p>
        <Button className="mt-4" onClick={() => contact.open({ subject: t('faq.supportSubject') })}>
          <MessageCircleQuestion aria-hidden="true" className="size-4" />
          {t('faq.learn.contact')}
        </Button>
      </section>
    </FaqListPage>
  );
}
