import { z } from 'zod';
import { AGE_BANDS, type AgeBand, LEARNING_STYLES, PACES } from '../matching/engine/instance.ts';
import { analyseNotes } from './notes-analyser.ts';
import type { EnrichedNotes } from './notes-enricher.ts';
import {
  type BankCategory,
  type DayPart,
  GOALS,
  LEARNER_QUESTIONS,
  LEVEL_ANSWERS,
  ladderId,
  type QuestionDef,
  TOP_RUNG,
  TUTOR_QUESTIONS,
} from './question-bank.ts';

/**
 * Simi's questionnaire as pure functions: which question comes next given the answers so far and
 * what the profile already knows, how an answer is validated, and the profile the answers make.
 */

export type Role = 'learner' | 'tutor';
export type Answer = { response: unknown; confidence: number };
export type Answers = ReadonlyMap<string, Answer>;

/** What an earlier questionnaire already established: those questions are skipped. */
export interface Known {
  ageBand?: AgeBand | null;
  languages?: string[] | null;
  availability?: DayPart[] | null;
  pace?: string | null;
  style?: string | null;
  /** The learner's level in this skill from an earlier run. */
  level?: number | null;
}

export interface Flow {
  role: Role;
  category: BankCategory;
  known: Known;
}

/** An answer with confidence below this is 'unsure': the ladder takes it and stops climbing. */
export const SURE = 5;

/** The placement ladder's state: the level is known to lie in [lo, hi]. */
export function ladder(flow: Flow, answers: Answers): { done: boolean; level: number; next: number | null } {
  let lo = 0;
  let hi = TOP_RUNG;
  let last: number | null = null;
  let unsure = false;
  let asked = 0;
  for (let rung = 1; rung <= TOP_RUNG; rung++) {
    const a = answers.get(ladderId(flow.category, rung));
    if (!a) continue;
    asked++;
    if (a.response === true) lo = Math.max(lo, rung);
    else hi = Math.min(hi, rung - 1);
    if (a.confidence < SURE) unsure = true;
    last = rung;
  }
  if (lo > hi) return { done: true, level: hi, next: null }; // contradictory answers: the cautious level
  if (lo === hi || unsure) return { done: true, level: lo, next: null };
  if (asked === 0) {
    const claimed = LEVEL_ANSWERS.indexOf(
      answers.get('self_level')?.response as (typeof LEVEL_ANSWERS)[number],
    );
    return { done: false, level: lo, next: Math.min(Math.max(claimed, 1), TOP_RUNG) };
  }
  // Climb after a yes, step down after a no; never ask a rung twice.
  const lastYes = answers.get(ladderId(flow.category, last as number))?.response === true;
  const next = lastYes ? lo + 1 : hi;
  return { done: false, level: lo, next };
}

/** The questions of the flow in order, known ones left out; the ladder stands as one step. */
function plan(flow: Flow): (string | 'ladder')[] {
  if (flow.role === 'tutor') return Object.keys(TUTOR_QUESTIONS);
  const k = flow.known;
  const steps: (string | 'ladder')[] = ['goals'];
  if (k.level == null) steps.push('self_level', 'ladder');
  steps.push(`focus_${flow.category}`);
  if (!k.ageBand) steps.push('age_band');
  if (!k.languages?.length) steps.push('languages');
  if (!k.availability?.length) steps.push('availability');
  if (!k.pace) steps.push('pace');
  if (!k.style) steps.push('style');
  steps.push('group_comfort', 'notes');
  return steps;
}

function bank(role: Role) {
  return role === 'learner' ? LEARNER_QUESTIONS : TUTOR_QUESTIONS;
}

export interface Progress {
  question: QuestionDef | null;
  /** Zero-based index of the question now asked (= answers given). */
  current: number;
  /** Answers given plus an estimate of those still to come (the ladder adapts). */
  total: number;
  isLast: boolean;
  percent: number;
}

export function progress(flow: Flow, answers: Answers): Progress {
  const steps = plan(flow);
  let next: QuestionDef | null = null;
  let remaining = 0;
  let climbing = false;
  for (const step of steps) {
    if (step === 'ladder') {
      const l = ladder(flow, answers);
      if (l.done) continue;
      const id = ladderId(flow.category, l.next as number);
      next ??= bank(flow.role)[id] as QuestionDef;
      climbing = true;
      remaining += 2; // the usual length of the rest of the ladder
      continue;
    }
    if (answers.has(step)) continue;
    next ??= bank(flow.role)[step] as QuestionDef;
    remaining++;
  }
  const current = answers.size;
  const total = current + remaining;
  return {
    question: next,
    current,
    total,
    isLast: remaining === 1 && !climbing,
    percent: total === 0 ? 100 : Math.round((current / total) * 100),
  };
}

/** The schema an answer to this question must meet; a mismatch is the user's 422, not ours. */
export function responseSchema(q: QuestionDef): z.ZodType {
  const options = (q.options ?? []) as [string, ...string[]];
  switch (q.inputType) {
    case 'multiple_choice':
      return z.enum(options);
    case 'multi_select': {
      const list = z.array(z.enum(options)).max(options.length);
      return q.required ? list.min(1) : list;
    }
    case 'boolean':
      return z.boolean();
    case 'scale':
      return z.number().int().min(1).max(10);
    case 'text': {
      const text = z.string().trim().max(2000);
      return q.required ? text.min(1) : text;
    }
  }
}

export const LEVEL_NAMES = [
  'beginner',
  'beginner',
  'intermediate',
  'intermediate',
  'advanced',
  'advanced',
] as const;

export interface LearnerResult {
  level: number;
  levelName: (typeof LEVEL_NAMES)[number];
  goals: string[];
  focus: string[];
  groupComfort: number | null;
  ageBand: AgeBand | null;
  languages: string[] | null;
  availability: DayPart[] | null;
  pace: string | null;
  style: string | null;
  /** What the notes analyser read in the free text. */
  noted: string[];
  /** Mean confidence of the weighted answers, 1-10. */
  confidence: number;
}

export interface TutorResult {
  levels: string[];
  style: string | null;
  ageBands: AgeBand[];
  groupExperience: number | null;
  pace: string | null;
  noted: string[];
  confidence: number;
}

function weightedConfidence(role: Role, answers: Answers): number {
  let sum = 0;
  let weights = 0;
  for (const [id, a] of answers) {
    const w = bank(role)[id]?.weight ?? 0;
    sum += w * a.confidence;
    weights += w;
  }
  return weights === 0 ? 0 : Math.round((sum / weights) * 10) / 10;
}

const pick = <T extends string>(values: readonly T[], v: unknown): T | null =>
  values.includes(v as T) ? (v as T) : null;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

/** The notes read by the built-in analyser, or by the LLM when it read exactly this text (ADR 027). */
function readNotes(answers: Answers, enriched?: EnrichedNotes) {
  const notes = answers.get('notes')?.response;
  const text = typeof notes === 'string' ? notes : '';
  return enriched && enriched.text === text ? enriched.reading : analyseNotes(text);
}

export function learnerResult(flow: Flow, answers: Answers, enriched?: EnrichedNotes): LearnerResult {
  const get = (id: string) => answers.get(id)?.response;
  const notes = readNotes(answers, enriched);
  const level = flow.known.level ?? ladder(flow, answers).level;
  const goals = [...new Set([...list(get('goals')), ...notes.goals])].filter((g) =>
    (GOALS as readonly string[]).includes(g),
  );
  return {
    level,
    levelName: LEVEL_NAMES[level] ?? 'advanced',
    goals,
    focus: list(get(`focus_${flow.category}`)),
    groupComfort: typeof get('group_comfort') === 'number' ? (get('group_comfort') as number) : null,
    ageBand: pick(AGE_BANDS, get('age_band')) ?? flow.known.ageBand ?? null,
    languages: answers.has('languages') ? list(get('languages')) : (flow.known.languages ?? null),
    availability: answers.has('availability')
      ? (list(get('availability')) as DayPart[])
      : (flow.known.availability ?? null),
    pace: pick(PACES, get('pace')) ?? notes.pace ?? flow.known.pace ?? null,
    style: pick(LEARNING_STYLES, get('style')) ?? notes.style ?? flow.known.style ?? null,
    noted: notes.noted,
    confidence: weightedConfidence('learner', answers),
  };
}

export function tutorResult(answers: Answers, enriched?: EnrichedNotes): TutorResult {
  const get = (id: string) => answers.get(id)?.response;
  const notes = readNotes(answers, enriched);
  return {
    levels: list(get('teach_levels')),
    style: pick(LEARNING_STYLES, get('teach_style')) ?? notes.style,
    ageBands: list(get('teach_ages')).filter((b): b is AgeBand =>
      (AGE_BANDS as readonly string[]).includes(b),
    ),
    groupExperience: typeof get('group_experience') === 'number' ? (get('group_experience') as number) : null,
    pace: pick(PACES, get('teach_pace')) ?? notes.pace,
    noted: notes.noted,
    confidence: weightedConfidence('tutor', answers),
  };
}
