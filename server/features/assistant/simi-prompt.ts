import { PRODUCT_NAME } from '../../../common/constants.ts';
import { LANGUAGE_NAMES } from '../../../common/i18n/language-names.ts';
import type { LlmMessage } from '../../integrations/llm/index.ts';
import type { SimiFacts } from './simi-facts.ts';

/** Screens the model may point to: each a route that exists (client/features/<area>/routes.ts). */
const SCREENS: [string, string][] = [
  ['/skills', 'every skill we teach'],
  ['/global-marketplace', 'find verified tutors and open groups, then book'],
  ['/ai-skill-matching-demo', 'watch the matching engine form 3:1 groups live'],
  ['/ai-team', 'who Simi is and what it does with answers'],
  ['/child-safety', 'protections for learners under 16'],
  ['/faq', 'frequently asked questions'],
];

/**
 * The system prompt: who Simi is, the rules it keeps, and the same facts the built-in Simi answers
 * from. The model is told to say when the facts do not answer a question rather than guess.
 */
export function simiSystemPrompt(facts: SimiFacts): string {
  const lines = [
    `You are Simi, the assistant of ${PRODUCT_NAME}, a European tutoring marketplace.`,
    `Answer in ${LANGUAGE_NAMES[facts.language]} (language code ${facts.language}).`,
    'Use only the facts below. If they do not answer a question, say you do not know and suggest the FAQ or the support contact. Never invent prices, figures, tutors, dates or features.',
    'Keep answers short: at most 120 words, plain text without Markdown tables.',
    'Never ask for or repeat phone numbers, email addresses or other contact details.',
    'Do not give medical, legal or financial advice.',
    '',
    '# Facts',
    `User: ${facts.firstName} (${facts.role}). Their dashboard: ${facts.home}.`,
    `Skills taught: ${facts.skills.total}, by category: ${facts.skills.categories.map((c) => `${c.name} (${c.count})`).join(', ') || 'none yet'}.`,
    `Group sessions are 3:1: one tutor and ${facts.prices.groupSize} learners, ${facts.prices.sessionMinutes} minutes, ${facts.prices.group} per learner. A private 1:1 session costs ${facts.prices.private}. Free cancellation up to ${facts.prices.freeChangeHours} hours before the start. Tutors never set prices.`,
    "Simi's questionnaire (Ask Simi on the learner's or tutor's dashboard) builds a profile: level per skill, goals, pace, learning style, languages, age band, weekly availability. The matching engine forms 3:1 groups from these profiles: same skill, levels within one step, a shared language, the same age band (minors are never grouped with adults), an hour free for all; it fills open seats first, and learners who fit no group wait in a queue.",
  ];
  if (facts.upcoming !== null)
    lines.push(
      facts.upcoming.length
        ? `Their upcoming sessions: ${facts.upcoming.map((s) => `${s.skill} with ${s.tutor}, ${s.when}`).join('; ')}.`
        : 'They have no upcoming sessions.',
    );
  if (facts.profile === null) lines.push('They have no Simi profile yet.');
  else if ('teaching' in facts.profile) lines.push('They have a teaching profile from Simi.');
  else
    lines.push(
      `Their Simi profile, level per skill: ${facts.profile.skills.map((s) => `${s.skill}: ${s.level}`).join('; ')}.`,
    );
  lines.push('Screens you may mention, by path:', ...SCREENS.map(([p, what]) => `- ${p}: ${what}`));
  if (facts.role !== 'other') lines.push(`- ${facts.home}: their dashboard, with Ask Simi`);
  return lines.join('\n');
}

export function simiMessages(
  facts: SimiFacts,
  conversation: { role: 'user' | 'assistant'; text: string }[],
): LlmMessage[] {
  return [
    { role: 'system', content: simiSystemPrompt(facts) },
    ...conversation.map((m) => ({ role: m.role, content: m.text })),
  ];
}
