import { Bot, ClipboardList, MessageSquareText, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PageSection } from '../../../components/ui/page-section';

const ASKS = ['goals', 'level', 'languages', 'age', 'availability', 'style', 'notes'] as const;
const RULES = ['skill', 'level', 'language', 'age', 'hours'] as const;
const PRIVACY = ['stored', 'chat', 'children', 'decide'] as const;

const listClasses = 'list-disc space-y-2 pl-5 marker:text-slate-500';
const linkClasses = 'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900';

/**
 * /ai-team: Simi introduced (PRODUCT.md E): what it asks, how answers become a profile and 3:1
 * groups, what it does with free text, and what is stored. Every statement describes code that runs
 * (the questionnaire, the matching engine, ADR 025 and 027); no figures are claimed.
 */
export function AiTeamPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-testid="ai-team-page">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('assistant.team.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('assistant.team.intro')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href="/gemini" className={buttonClasses('primary', 'md')}>
            <MessageSquareText aria-hidden="true" className="size-5" />
            {t('assistant.team.chatLink')}
          </Link>
          <Link href="/ai-skill-matching-demo" className={buttonClasses('secondary', 'md')}>
            <Users aria-hidden="true" className="size-5" />
            {t('assistant.team.demoLink')}
          </Link>
        </div>
      </header>

      <PageSection id="team-asks" icon={ClipboardList} title={t('assistant.team.asks.title')}>
        <p>{t('assistant.team.asks.text')}</p>
        <ul className={listClasses}>
          {ASKS.map((key) => (
            <li key={key}>{t(`assistant.team.asks.items.${key}`)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="team-profile" icon={UserRound} title={t('assistant.team.profile.title')}>
        <p>{t('assistant.team.profile.text')}</p>
        <p>
          <Link href="/learner-dashboard" className={linkClasses}>
            {t('assistant.team.profile.link')}
          </Link>
        </p>
      </PageSection>

      <PageSection id="team-groups" icon={Users} title={t('assistant.team.groups.title')}>
        <p>{t('assistant.team.groups.text')}</p>
        <ul className={listClasses}>
          {RULES.map((key) => (
            <li key={key}>{t(`assistant.team.groups.rules.${key}`)}</li>
          ))}
        </ul>
        <p>{t('assistant.team.groups.fill')}</p>
        <p>
          <Link href="/ai-skill-matching-demo" className={linkClasses}>
            {t('assistant.team.demoLink')}
          </Link>
        </p>
      </PageSection>

      <PageSection id="team-text" icon={Bot} title={t('assistant.team.text.title')}>
        <p>{t('assistant.team.text.builtIn')}</p>
        <p>{t('assistant.team.text.llm')}</p>
        <p>{t('assistant.team.text.chat')}</p>
        <p>
          <Link href="/gemini" className={linkClasses}>
            {t('assistant.team.chatLink')}
          </Link>
        </p>
      </PageSection>

      <PageSection id="team-privacy" icon={ShieldCheck} title={t('assistant.team.privacy.title')}>
        <ul className={listClasses}>
          {PRIVACY.map((key) => (
            <li key={key}>{t(`assistant.team.privacy.items.${key}`)}</li>
          ))}
        </ul>
        <p className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          <Link href="/legal-documents?doc=privacy" className={linkClasses}>
            {t('assistant.team.privacy.policyLink')}
          </Link>
          <Link href="/child-safety" className={linkClasses}>
            {t('assistant.team.privacy.childSafetyLink')}
          </Link>
        </p>
      </PageSection>
    </div>
  );
}
