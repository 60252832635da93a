import type { ComponentType } from 'react';
import type { IslandName } from '../../../common/islands';

/**
 * Each island's component, loaded only on the pages that have it. Names and spots are shared with the
 * server (common/islands.ts, server/features/seo).
 */
export const ISLAND_LOADERS: Record<IslandName, () => Promise<ComponentType>> = {
  'site-header': () => import('../../app/layout/site-header').then((m) => m.SiteHeader),
  'scarcity-banner': () => import('../psychology/scarcity-banner').then((m) => m.ScarcityBanner),
  'home-account': () => import('../home/hero-account-line').then((m) => m.HeroAccountLine),
  'home-demos': () => import('../home/demos-section').then((m) => m.DemosSection),
  'home-features': () => import('../home/features-section').then((m) => m.FeaturesSection),
  'home-compliance': () => import('../home/compliance-section').then((m) => m.ComplianceSection),
  'home-roadmap': () => import('../home/roadmap-section').then((m) => m.RoadmapSection),
  'home-join': () => import('../home/join-form').then((m) => m.JoinForm),
  'home-contact': () => import('../home/contact-section').then((m) => m.ContactSection),
};
