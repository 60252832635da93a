import type {
  MatchingProfile,
  QuestionnaireQuestion,
  SimiAnalysis,
} from '../../../common/contracts/questionnaire.ts';
import { LANGUAGE_NAMES } from '../../../common/i18n/language-names.ts';
import type { Language } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { skillNamesIn, translate } from '../../i18n/catalogue.ts';
import type { AgeBand } from '../matching/engine/instance.ts';
import { ensureRequest, requestRun, tutorMatches } from '../matching/index.ts';
import { BANK_CATEGORIES, type BankCategory, type DayPart, type QuestionDef } from './question-bank.ts';
import {
  type Answers,
  type Flow,
  type Known,
  learnerResult,
  progress,
  type Role,
  responseSchema,
  tutorResult,
} from './questionnaire.policy.ts';
import * as repo from './questionnaire.repo.ts';
import { type EnrichedNotes, enrichNotes } from './notes-enricher.ts';
import { mayUseOutsideProvider } from '../../integrations/llm/index.ts';

const notFound = () => new AppError('NOT_FOUND', 'Questionnaire not found.').withKey('simi.errors.session');
const err = (code: 'CONFLICT' | 'VALIDATION' | 'FORBIDDEN' | 'BAD_REQUEST', message: string, key: string) =>
  new AppError(code, message).withKey(`simi.errors.${key}`);

/** Rendering of a question in the user's language: texts from the catalogues, languages by their own names. */
function render(q: QuestionDef, lang: string, skill: string): QuestionnaireQuestion {
  const ladder = /^can_([a-z]+)_(\d)$/.exec(q.id);
  const focus = q.id.startsWith('focus_');
  const question = ladder
    ? translate(lang, `simi.statements.${ladder[1]}.${ladder[2]}`, { skill })
    : translate(lang, `simi.q.${q.id}.question`, { skill });
  const context = ladder
    ? translate(lang, 'simi.ladder.context')
    : translate(lang, `simi.q.${q.id}.context`, { skill });
  const options = (q.options ?? []).map((value) => ({
    value,
    label:
      q.optionGroup === 'languages'
        ? LANGUAGE_NAMES[value as Language]
        : translate(lang, `simi.options.${focus ? 'focus' : q.optionGroup}.${value}`),
  }));
  return {
    id: q.id,
    question,
    context,
    inputType: q.inputType,
    options,
    required: q.required,
    weight: q.weight,
  };
}

function flowOf(session: repo.SessionRow): Flow {
  return {
    role: session.role as Role,
    category: (BANK_CATEGORIES as readonly string[]).includes(session.category)
      ? (session.category as BankCategory)
      : 'general',
    known: (session.known ?? {}) as Known,
  };
}

function answerMap(rows: { questionId: string; response: unknown; confidence: number }[]): Answers {
  return new Map(rows.map((r) => [r.questionId, { response: r.response, confidence: r.confidence }]));
}

async function skillName(
  ex: Executor,
  lang: string,
  session: { skillId: string | null; skillContext: string },
) {
  if (!session.skillId) return session.skillContext || translate(lang, 'simi.modal.title');
  const translated = skillNamesIn(lang).get(session.skillId);
  return translated ?? (await repo.skillById(ex, session.skillId))?.name ?? session.skillContext;
}

async function startData(ctx: AppContext, session: repo.SessionRow, lang: string) {
  const answers = answerMap(await repo.answersOf(ctx.db, session.id));
  const p = progress(flowOf(session), answers);
  const name = await skillName(ctx.db, lang, session);
  return {
    sessionId: session.id,
    question: p.question ? render(p.question, lang, name) : null,
    totalQuestions: p.total,
    currentQuestion: p.current,
    isLastQuestion: p.isLast,
    progress: p.percent,
    status: session.status as 'in_progress' | 'paused' | 'completed',
  };
}

/** What the profile already knows, so this run skips those questions. */
async function knownFor(ex: Executor, userId: string, role: Role, skillId: string | null): Promise<Known> {
  if (role === 'tutor') return {};
  const profile = await repo.learnerProfile(ex, userId);
  const skill = skillId
    ? (await repo.skillProfiles(ex, userId)).find((s) => s.skillId === skillId)
    : undefined;
  return {
    ageBand: (profile?.ageBand as AgeBand | null) ?? null,
    languages: profile?.languages.length ? profile.languages : null,
    availability: profile?.availability.length ? (profile.availability as DayPart[]) : null,
    pace: profile?.pace ?? null,
    style: profile?.style ?? null,
    level: skill?.level ?? null,
  };
}

/**
 * Starts a run about a skill, or resumes the user's unfinished run about the same skill where it
 * stopped. A tutor is asked about a skill they teach (their first when the context names none).
 */
export async function start(
  ctx: AppContext,
  userId: string,
  role: Role,
  input: { userId?: string | undefined; skillContext: string },
) {
  if (input.userId && input.userId !== userId)
    throw err('FORBIDDEN', 'You can only answer for yourself.', 'otherUser');
  const { language } = await repo.userSettings(ctx.db, userId);
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    let skill = await repo.findSkill(tx, input.skillContext);
    if (role === 'tutor') {
      const taught = await repo.tutorSkillIds(tx, userId);
      if (taught.length === 0)
        throw err('BAD_REQUEST', 'Add a skill to your tutor profile first.', 'noSkills');
      if (!skill || !taught.includes(skill.id)) skill = await repo.skillById(tx, taught[0] as string);
    }
    const skillId = skill?.id ?? null;
    const context = skill ? skill.name : input.skillContext;
    const open = await repo.unfinishedSession(tx, userId, role, skillId, context);
    if (open) {
      if (open.status === 'paused')
        await repo.updateSession(tx, open.id, open, { status: 'in_progress', now });
      return { ...open, status: 'in_progress' };
    }
    return repo.createSession(tx, {
      userId,
      role,
      skillId,
      skillContext: context,
      category: skill?.category ?? 'general',
      known: await knownFor(tx, userId, role, skillId),
      now,
    });
  });
  return { success: true as const, data: await startData(ctx, session, language) };
}

/** Answers the question asked now; the last answer completes the run and writes the profile. */
export async function respond(
  ctx: AppContext,
  userId: string,
  input: { sessionId: string; questionId: string; response: unknown; confidence: number },
) {
  const { language, timeZone } = await repo.userSettings(ctx.db, userId);
  // Outside the transaction: no row stays locked while a provider thinks.
  const enriched = await enrichedNotesFor(ctx, userId, input);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const session = await repo.sessionForUpdate(tx, input.sessionId);
    if (!session || session.userId !== userId) throw notFound();
    if (session.status === 'paused') throw err('CONFLICT', 'This questionnaire is paused.', 'paused');
    if (session.status === 'completed') throw err('CONFLICT', 'This questionnaire is complete.', 'completed');
    const flow = flowOf(session);
    const answers = new Map(answerMap(await repo.answersOf(tx, session.id)));
    const asked = progress(flow, answers).question;
    if (!asked || asked.id !== input.questionId)
      throw err('CONFLICT', 'That is not the question asked now.', 'wrongQuestion');
    const parsed = responseSchema(asked).safeParse(input.response);
    if (!parsed.success) throw err('VALIDATION', 'This answer does not fit the question.', 'answer');
    await repo.addAnswer(tx, session.id, asked.id, parsed.data, input.confidence, now);
    answers.set(asked.id, { response: parsed.data, confidence: input.confidence });
    const next = progress(flow, answers);
    const done = next.question === null;
    const moved = await repo.updateSession(tx, session.id, session, {
      answered: session.answered + 1,
      ...(done ? { status: 'completed', completedAt: now } : {}),
      now,
    });
    if (!moved) throw err('CONFLICT', 'That is not the question asked now.', 'wrongQuestion');
    if (done) await saveProfile(ctx, tx, session, flow, answers, now, enriched);
    return { session: { ...session, status: done ? 'completed' : session.status }, flow, answers, next };
  });
  const name = await skillName(ctx.db, language, outcome.session);
  const { next } = outcome;
  return {
    success: true as const,
    data: {
      progress: next.percent,
      status: outcome.session.status as 'in_progress' | 'completed',
      question: next.question ? render(next.question, language, name) : null,
      currentQuestion: next.current,
      totalQuestions: next.total,
      isLastQuestion: next.isLast,
      analysisResults:
        next.question === null
          ? await analysis(
              ctx,
              outcome.session,
              outcome.flow,
              outcome.answers,
              language,
              timeZone,
              name,
              enriched,
            )
          : null,
    },
  };
}

/**
 * With an LLM configured, the notes of a run that this answer completes are read by it too
 * (ADR 027); undefined otherwise, and the built-in analyser alone reads them. A learner the
 * outside provider may not see (under 16, or of unknown age) keeps the built-in reading.
 */
async function enrichedNotesFor(
  ctx: AppContext,
  userId: string,
  input: { sessionId: string; questionId: string; response: unknown; confidence: number },
): Promise<EnrichedNotes | undefined> {
  if (!ctx.llm) return undefined;
  const session = await repo.findSession(ctx.db, input.sessionId);
  if (!session || session.userId !== userId || session.status !== 'in_progress') return undefined;
  const flow = flowOf(session);
  const answers = new Map(answerMap(await repo.answersOf(ctx.db, session.id)));
  const asked = progress(flow, answers).question;
  if (!asked || asked.id !== input.questionId) return undefined;
  const parsed = responseSchema(asked).safeParse(input.response);
  if (!parsed.success) return undefined;
  answers.set(asked.id, { response: parsed.data, confidence: input.confidence });
  if (progress(flow, answers).question !== null) return undefined;
  const notes = answers.get('notes')?.response;
  if (typeof notes !== 'string' || notes.trim() === '') return undefined;
  if (flow.role === 'learner') {
    const band = answers.get('age_band')?.response;
    const ageBand = typeof band === 'string' ? band : (flow.known.ageBand ?? null);
    if (!mayUseOutsideProvider({ userType: 'student' }, ageBand)) return undefined;
  }
  return enrichNotes(ctx.llm, ctx.log, flow.role, notes);
}

/** The profile the answers make, in the completing transaction. */
async function saveProfile(
  ctx: AppContext,
  tx: Executor,
  session: repo.SessionRow,
  flow: Flow,
  answers: Answers,
  now: Date,
  enriched?: EnrichedNotes,
) {
  if (flow.role === 'tutor') {
    const r = tutorResult(answers, enriched);
    await repo.upsertTutorProfile(
      tx,
      session.userId,
      { style: r.style, pace: r.pace, ageBands: r.ageBands, groupExperience: r.groupExperience },
      now,
    );
    if (session.skillId && r.levels.length > 0)
      await repo.setLevelsTaught(tx, session.userId, session.skillId, r.levels);
    return;
  }
  const r = learnerResult(flow, answers, enriched);
  const general: Parameters<typeof repo.upsertLearnerProfile>[2] = {};
  if (answers.has('age_band')) general.ageBand = r.ageBand;
  if (answers.has('languages')) general.languages = r.languages ?? [];
  if (answers.has('availability')) general.availability = r.availability ?? [];
  if (answers.has('pace') || (!flow.known.pace && r.pace)) general.pace = r.pace;
  if (answers.has('style') || (!flow.known.style && r.style)) general.style = r.style;
  await repo.upsertLearnerProfile(tx, session.userId, general, now);
  if (session.skillId) {
    await repo.upsertSkillProfile(
      tx,
      session.userId,
      session.skillId,
      {
        level: r.level,
        goals: r.goals,
        focus: r.focus,
        groupComfort: r.groupComfort,
        confidence: Math.round(r.confidence),
      },
      now,
    );
    // The learner now waits for a group in this skill, and the engine runs for it once this commits.
    await ensureRequest(tx, session.userId, session.skillId, now);
    await requestRun(ctx, tx, session.skillId);
  }
}

async function analysis(
  ctx: AppContext,
  session: repo.SessionRow,
  flow: Flow,
  answers: Answers,
  lang: string,
  timeZone: string,
  name: string,
  enriched?: EnrichedNotes,
): Promise<SimiAnalysis> {
  if (flow.role === 'tutor') {
    const r = tutorResult(answers, enriched);
    return {
      role: 'tutor',
      skillId: session.skillId,
      skillName: name,
      level: null,
      levelName: null,
      goals: [],
      pace: r.pace,
      style: r.style,
      languages: [],
      ageBands: r.ageBands,
      noted: r.noted,
      confidence: r.confidence,
      matches: [],
    };
  }
  const r = learnerResult(flow, answers, enriched);
  const matches = session.skillId
    ? await tutorMatches(ctx, {
        skillId: session.skillId,
        level: r.level,
        ageBand: r.ageBand,
        languages: r.languages ?? [],
        availability: r.availability ?? [],
        pace: r.pace,
        style: r.style,
        goals: r.goals,
        timeZone,
      })
    : [];
  return {
    role: 'learner',
    skillId: session.skillId,
    skillName: name,
    level: r.level,
    levelName: translate(lang, `simi.results.levelNames.${r.level}`),
    goals: r.goals,
    pace: r.pace,
    style: r.style,
    languages: r.languages ?? [],
    ageBands: r.ageBand ? [r.ageBand] : [],
    noted: r.noted,
    confidence: r.confidence,
    matches,
  };
}

async function own(tx: Executor, userId: string, sessionId: string) {
  const session = await repo.sessionForUpdate(tx, sessionId);
  if (!session || session.userId !== userId) throw notFound();
  return session;
}

export async function pause(ctx: AppContext, userId: string, sessionId: string) {
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const s = await own(tx, userId, sessionId);
    if (s.status === 'completed') throw err('CONFLICT', 'This questionnaire is complete.', 'completed');
    if (s.status === 'in_progress') await repo.updateSession(tx, s.id, s, { status: 'paused', now });
    return { ...s, status: 'paused' };
  });
  const p = progress(flowOf(session), answerMap(await repo.answersOf(ctx.db, session.id)));
  return { success: true as const, data: { status: 'paused' as const, progress: p.percent } };
}

export async function resume(ctx: AppContext, userId: string, sessionId: string) {
  const { language } = await repo.userSettings(ctx.db, userId);
  const now = ctx.now();
  const session = await ctx.db.transaction(async (tx) => {
    const s = await own(tx, userId, sessionId);
    if (s.status === 'completed') throw err('CONFLICT', 'This questionnaire is complete.', 'completed');
    if (s.status === 'paused') await repo.updateSession(tx, s.id, s, { status: 'in_progress', now });
    return { ...s, status: 'in_progress' };
  });
  return { success: true as const, data: await startData(ctx, session, language) };
}

export async function profile(ctx: AppContext, userId: string, role: Role): Promise<MatchingProfile> {
  const { language } = await repo.userSettings(ctx.db, userId);
  if (role === 'tutor') {
    const t = await repo.tutorProfile(ctx.db, userId);
    return {
      role,
      learner: null,
      skills: [],
      tutor: t
        ? { style: t.style, pace: t.pace, ageBands: t.ageBands, groupExperience: t.groupExperience }
        : null,
    };
  }
  const p = await repo.learnerProfile(ctx.db, userId);
  const names = skillNamesIn(language);
  const skills = await repo.skillProfiles(ctx.db, userId);
  return {
    role,
    learner: p
      ? {
          ageBand: p.ageBand as AgeBand | null,
          languages: p.languages as Language[],
          availability: p.availability,
          pace: p.pace as 'slow' | 'steady' | 'fast' | null,
          style: p.style as 'visual' | 'auditory' | 'reading' | 'hands-on' | null,
        }
      : null,
    skills: skills.map((s) => ({
      skillId: s.skillId,
      skillName: names.get(s.skillId) ?? s.skillName,
      level: s.level,
      goals: s.goals,
      focus: s.focus,
      confidence: s.confidence,
      updatedAt: s.updatedAt.toISOString(),
    })),
    tutor: null,
  };
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: Partial<NonNullable<MatchingProfile['learner']>>,
) {
  await ctx.db.transaction(async (tx) => {
    const values: Parameters<typeof repo.upsertLearnerProfile>[2] = {};
    if (input.ageBand !== undefined) values.ageBand = input.ageBand;
    if (input.languages !== undefined) values.languages = [...new Set(input.languages)];
    if (input.availability !== undefined) values.availability = [...new Set(input.availability)];
    if (input.pace !== undefined) values.pace = input.pace;
    if (input.style !== undefined) values.style = input.style;
    await repo.upsertLearnerProfile(tx, userId, values, ctx.now());
  });
  return profile(ctx, userId, 'learner');
}

export async function updateSkillProfile(
  ctx: AppContext,
  userId: string,
  skillId: string,
  input: { level?: number | undefined; goals?: string[] | undefined },
) {
  const changed = await ctx.db.transaction((tx) =>
    repo.updateSkillProfile(
      tx,
      userId,
      skillId,
      {
        ...(input.level !== undefined ? { level: input.level } : {}),
        ...(input.goals !== undefined ? { goals: [...new Set(input.goals)] } : {}),
      },
      ctx.now(),
    ),
  );
  if (!changed) throw new AppError('NOT_FOUND', 'No profile for this skill.').withKey('simi.errors.skill');
  return profile(ctx, userId, 'learner');
}
