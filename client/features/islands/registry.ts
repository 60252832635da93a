import type { ComponentType } from 'react';
import type { IslandName } from '../../../common/islands';
import { loadFullEnglish } from '../../lib/i18n';

const withFullEnglish = async <T>(component: Promise<T>): Promise<T> =>
  (await Promise.all([component, loadFullEnglish()]))[0];

/**
 * Each island's component, loaded only on the pages that have it. Names and spots are shared with the
 * server (common/islands.ts, server/features/seo).
 */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<ComponentType>> = {
  'site-header': () => import('../../app/layout/site-header').then((m) => m.SiteHeader),
  'site-footer': () => import('../../app/layout/site-footer').then((m) => m.SiteFooter),
  'scarcity-banner': () => import('../psychology/scarcity-banner').then((m) => m.ScarcityBanner),
  'home-account': () => import('../home/hero-account-line').then((m) => m.HeroAccountLine),
  'home-demos': () => import('../home/demos-section').then((m) => m.DemosSection),
  'home-features': () => import('../home/features-section').then((m) => m.FeaturesSection),
  'home-compliance': () => import('../home/compliance-section').then((m) => m.ComplianceSection),
  'home-roadmap': () => import('../home/roadmap-section').then((m) => m.RoadmapSection),
  'home-join': () => import('../home/join-form').then((m) => m.JoinForm),
  'home-contact': () => import('../home/contact-section').then((m) => m.ContactSection),
  // The questions are in the app-only part of the English catalogue (client/lib/i18n.ts).
  'faq-hub': () => withFullEnglish(import('../faq/faq-hub-page').then((m) => m.FaqHubPage)),
  'faq-learn': () => withFullEnglish(import('../faq/learn-faq-page').then((m) => m.LearnFaqPage)),
  'faq-teach': () => withFullEnglish(import('../faq/teach-faq-page').then((m) => m.TeachFaqPage)),
};
