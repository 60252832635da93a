import { PRICES_CENTS } from '../../../common/constants';
import { BadgeCheck, BookOpen, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { HeroAccountLine } from './hero-account-line';
import { ComplianceSection } from './compliance-section';
import { ContactSection } from './contact-section';
import { DemosSection } from './demos-section';
import { FeaturesSection } from './features-section';
import { formatEuro } from '../../lib/format';
import { JoinForm } from './join-form';
import { RoadmapSection } from './roadmap-section';
import { TrustMetricsPanel } from './trust-metrics-panel';
import { Island } from '../../components/island';
import { DiscoverSection } from './discover-section';

function Hero() {
  const { t, i18n } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50" aria-labelledby="hero-title">
      <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-800 shadow-sm ring-1 ring-indigo-100">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('home.badge')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold text-slate-900 sm:text-5xl"
        >
          {t('home.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">{t('home.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* SPEC.md 2.2: the learners' and the tutors' hubs. */}
          <Link href="/student-hub" className={buttonClasses('primary', 'lg')}>
            <BookOpen aria-hidden="true" className="size-5" />
            {t('home.learnCta')}
          </Link>
          <Link href="/tutor-hub" className={buttonClasses('outline', 'lg')}>
            <GraduationCap aria-hidden="true" className="size-5" />
            {t('home.teachCta')}
          </Link>
        </div>
        <p className="mt-5 text-sm font-medium text-slate-700">
          {t('home.priceLine', {
            price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
            privatePrice: formatEuro(PRICES_CENTS.private1to1, i18n.language),
          })}
        </p>
        <Island name="home-account" component={HeroAccountLine} />
      </div>
    </section>
  );
}

/**
 * The landing page (SPEC.md 2.2), in its order: every figure on it comes from the platform or from
 * SPEC.md 9's constants. The server renders all of it; the parts that act on input are islands.
 */
export function HomePage() {
  return (
    <div data-testid="landing-page">
      <Hero />
      <TrustMetricsPanel />
      <Island name="home-demos" component={DemosSection} />
      <FeaturesSection />
      <ComplianceSection />
      <RoadmapSection />
      <Island name="home-join" component={JoinForm} />
      <Island name="home-contact" component={ContactSection} />
      <DiscoverSection />
    </div>
  );
}
