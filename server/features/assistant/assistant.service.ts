import type { AssistantLink } from '../../../common/contracts/assistant.ts';
import { ASSISTANT_LIMITS, BOOKING, homePathFor, PRICES_CENTS } from '../../../common/constants.ts';
import { can } from '../../../common/permissions.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../core/session/index.ts';
import { asLanguage, skillNamesIn, translate } from '../../i18n/catalogue.ts';
import { LlmError, mayUseOutsideProvider } from '../../integrations/llm/index.ts';
import { isTimeZone, mySeats } from '../booking/index.ts';
import { listSkills } from '../catalog/index.ts';
import { simiProfile } from '../questionnaire/index.ts';
import { intentsOf } from './assistant.policy.ts';
import { builtInReply } from './builtin-simi.ts';
import type { SimiFacts } from './simi-facts.ts';
import { simiMessages } from './simi-prompt.ts';

type Turn = { role: 'user' | 'assistant'; text: string };

export interface ChatAnswer {
  reply: string;
  links: AssistantLink[];
  source: 'built-in' | 'llm';
  notice: 'fallback' | 'protected' | null;
}

/**
 * One question to Simi. The built-in answer is always worked out (it is the fallback and its links
 * go with a model's answer too); a configured LLM answers instead when the user may be sent to it.
 * Nothing of the conversation is stored: the browser keeps it and sends it with each question.
 */
export async function chat(
  ctx: AppContext,
  user: UserRow,
  input: { messages: Turn[] },
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  const question = input.messages.at(-1)?.text ?? '';
  const { facts, ageBand } = await gatherFacts(ctx, user);
  const builtIn = builtInReply(intentsOf(question), facts);
  if (!ctx.llm) return { ...builtIn, source: 'built-in', notice: null };
  if (!mayUseOutsideProvider(user, ageBand)) return { ...builtIn, source: 'built-in', notice: 'protected' };
  try {
    const text = await ctx.llm.complete(simiMessages(facts, input.messages), {
      maxTokens: 600,
      temperature: 0.3,
      signal,
    });
    return {
      reply: text.slice(0, ASSISTANT_LIMITS.replyChars),
      links: builtIn.links,
      source: 'llm',
      notice: null,
    };
  } catch (err) {
    // Never the key, the prompt or the provider's body: what failed and its status only.
    ctx.log.warn(
      {
        provider: ctx.llm.name,
        kind: err instanceof LlmError ? err.kind : 'unexpected',
        status: err instanceof LlmError ? err.status : undefined,
      },
      'Simi: the LLM did not answer; the built-in answer was used',
    );
    return { ...builtIn, source: 'built-in', notice: 'fallback' };
  }
}

async function gatherFacts(ctx: AppContext, user: UserRow) {
  const language = asLanguage(user.language);
  const role = can(user, 'learning:use') ? 'learner' : can(user, 'teaching:use') ? 'tutor' : 'other';
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
  const [skills, profile, seats] = await Promise.all([
    listSkills(ctx),
    role === 'other' ? null : simiProfile(ctx, user.id, role),
    role === 'learner' ? mySeats(ctx, user.id) : null,
  ]);
  const names = skillNamesIn(language);
  const byCategory = new Map<string, number>();
  for (const s of skills) byCategory.set(s.category, (byCategory.get(s.category) ?? 0) + 1);
  const zone = isTimeZone(user.timeZone) ? user.timeZone : 'Europe/Berlin';
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
  const levelName = (level: number) => translate(language, `simi.results.levelNames.${level}`);
  const facts: SimiFacts = {
    language,
    firstName: user.firstName,
    role,
    home: homePathFor(user.userType),
    skills: {
      total: skills.length,
      categories: [...byCategory]
        .sort((a, b) => b[1] - a[1])
        .map(([category, count]) => ({ name: translate(language, `catalog.categories.${category}`), count })),
    },
    prices: {
      group: money.format(PRICES_CENTS.group3to1PerLearner / 100),
      private: money.format(PRICES_CENTS.private1to1 / 100),
      groupSize: BOOKING.groupCapacity,
      sessionMinutes: BOOKING.sessionMinutes,
      freeChangeHours: BOOKING.freeChangeHours,
    },
    upcoming: seats
      ? seats.upcoming.slice(0, 3).map((s) => ({
          skill: names.get(s.session.skill.id) ?? s.session.skill.name,
          tutor: s.session.tutor.name,
          when: when.format(new Date(s.session.startsAt)),
        }))
      : null,
    profile: !profile
      ? null
      : profile.role === 'tutor'
        ? profile.tutor
          ? { teaching: true }
          : null
        : profile.skills.length
          ? { skills: profile.skills.map((s) => ({ skill: s.skillName, level: levelName(s.level) })) }
          : null,
  };
  return { facts, ageBand: profile?.learner?.ageBand ?? null };
}
