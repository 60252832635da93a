import type { AssistantLink } from '../../../common/contracts/assistant.ts';
import { PRODUCT_NAME } from '../../../common/constants.ts';
import { translate } from '../../i18n/catalogue.ts';
import type { Intent } from './assistant.policy.ts';
import type { SimiFacts, SimiReply } from './simi-facts.ts';

/**
 * The built-in Simi: fixed rules over the product's data, worded from the catalogues in the user's
 * language. It says what it is (not a language model) and what it can answer, and links only to
 * screens that exist (the paths below are routes of client/features/<area>/routes.ts).
 */
export function builtInReply(intents: Intent[], facts: SimiFacts): SimiReply {
  const t = (key: string, vars: Record<string, string | number> = {}) =>
    translate(facts.language, `assistant.builtIn.${key}`, { product: PRODUCT_NAME, ...vars });
  const list = (items: string[]) => items.join('; ');
  const parts: string[] = [];
  const links: AssistantLink[] = [];
  const link = (href: string, key: string) => {
    if (!links.some((l) => l.href === href)) links.push({ href, label: t(`links.${key}`) });
  };

  if (intents.length === 0 || intents.includes('about')) {
    if (intents.length === 0) parts.push(t('unknown'));
    else parts.push(t('intro', { name: facts.firstName }));
    parts.push(t('canDo'));
    link('/skills', 'skills');
    link('/ai-team', 'aiTeam');
    if (facts.role !== 'other') link(facts.home, 'askSimi');
  }
  for (const intent of intents) {
    switch (intent) {
      case 'skills':
        if (facts.skills.total === 0) parts.push(t('skills.none'));
        else
          parts.push(
            t('skills.some', {
              count: facts.skills.total,
              categories: list(facts.skills.categories.map((c) => `${c.name} (${c.count})`)),
            }),
          );
        link('/skills', 'skills');
        link('/universal-skills', 'universalSkills');
        break;
      case 'prices':
        parts.push(t('prices.group', { ...facts.prices }), t('prices.private', { ...facts.prices }));
        parts.push(t('prices.matching'));
        link('/ai-skill-matching-demo', 'matchingDemo');
        link('/global-marketplace', 'marketplace');
        break;
      case 'sessions':
        if (facts.upcoming === null) parts.push(t('sessions.notLearner'));
        else if (facts.upcoming.length === 0) parts.push(t('sessions.none'));
        else
          parts.push(
            t('sessions.some', {
              sessions: list(facts.upcoming.map((s) => t('sessions.item', { ...s }))),
            }),
          );
        link(facts.home, 'dashboard');
        if (facts.upcoming !== null) link('/global-marketplace', 'marketplace');
        break;
      case 'profile':
        if (facts.role === 'other') parts.push(t('profile.otherRole'));
        else if (facts.profile === null) parts.push(t(`profile.none.${facts.role}`));
        else if ('teaching' in facts.profile) parts.push(t('profile.teaching'));
        else
          parts.push(
            t('profile.learner', {
              skills: list(facts.profile.skills.map((s) => `${s.skill}: ${s.level}`)),
            }),
          );
        if (facts.role !== 'other') link(facts.home, 'askSimi');
        link('/ai-skill-matching-demo', 'matchingDemo');
        break;
      case 'privacy':
        parts.push(t('privacy'));
        link('/ai-team', 'aiTeam');
        link('/legal-documents?doc=privacy', 'privacy');
        break;
      case 'about':
        break;
    }
  }
  return { reply: parts.join('\n\n'), links };
}
