import { PRICES_CENTS } from '../../../common/constants';
import { CheckCircle2, Languages, LogIn, type LucideIcon, Sparkles, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { formatEuro } from '../../lib/format';

const FEATURES: { key: 'groups' | 'translation' | 'universal'; icon: LucideIcon }[] = [
  { key: 'groups', icon: Users },
  { key: 'translation', icon: Languages },
  { key: 'universal', icon: Sparkles },
];

/**
 * SPEC.md 2.2's eight benefits, each one true of the product today: verified tutors, the prices, free
 * registration and browsing, SPEC.md 9's cancellation rule, 23 languages, ratings from real reviews,
 * child protection and GDPR. (Simi matching, progress tracking and round-the-clock chat are not
 * claimed: they do not exist yet.)
 */
const BENEFITS = [
  'verified',
  'price',
  'free',
  'cancel',
  'languages',
  'reviews',
  'safety',
  'privacy',
] as const;

/**
 * Feature cards (3:1, languages where SPEC.md has translation, universal skills), the eight benefits
 * and the Join Free / Sign In call. The language card claims the 23 interface languages and tutors
 * who teach in yours; live translated captions do not exist, so they are not promised.
 */
export function FeaturesSection() {
  const { t, i18n } = useTranslation();
  const prices = {
    price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
    privatePrice: formatEuro(PRICES_CENTS.private1to1, i18n.language),
  };
  return (
    <>
      <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id="features-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.features.title')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.features.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-700">{t(`landing.features.${key}.text`, prices)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="bg-indigo-700 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="benefits-title" className="text-2xl font-bold sm:text-3xl">
              {t('landing.benefits.title')}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2" data-testid="benefits">
              {BENEFITS.map((key) => (
                <li key={key} className="flex items-start gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-200" />
                  <span>{t(`landing.benefits.items.${key}`, prices)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg">
            <h3 className="text-xl font-bold">{t('landing.cta.title')}</h3>
            <p className="mt-2 text-slate-700">{t('landing.cta.text')}</p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              {/* The scarcity banner's "Secure Spot" and the exit-intent "Claim" scroll to and click this one. */}
              <Link
                href="/auth?mode=register"
                data-signup-button=""
                className={buttonClasses('primary', 'lg', 'flex-1')}
              >
                <UserPlus aria-hidden="true" className="size-5" />
                {t('landing.cta.joinFree')}
              </Link>
              <Link href="/auth?mode=login" className={buttonClasses('outline', 'lg', 'flex-1')}>
                <LogIn aria-hidden="true" className="size-5" />
                {t('landing.cta.signIn')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
