import { AGE_BANDS, LEARNING_STYLES, PACES } from '../matching/engine/instance.ts';
import { DAY_PARTS } from '../matching/weekly-hours.ts';

export type { DayPart } from '../matching/weekly-hours.ts';
import { LANGUAGES, SKILL_CATEGORIES } from '../../../common/constants.ts';

/**
 * Simi's question bank. Questions are data: an id, an input type (SPEC.md 3), the option values,
 * whether an answer is required and its weight (0-10, shown as 'AI Weight'). Every text is an i18n
 * key derived from the id (simi.q.<id>.question / .context / .options.<value>), so the bank speaks
 * all 23 languages and the words live in the catalogues, not here.
 */
export type InputType = 'multiple_choice' | 'multi_select' | 'text' | 'scale' | 'boolean';

export interface QuestionDef {
  id: string;
  inputType: InputType;
  options?: readonly string[];
  /** Whose option labels: simi.options.<optionGroup>.<value> (languages use their own names). */
  optionGroup?:
    | 'goals'
    | 'levels'
    | 'focus'
    | 'pace'
    | 'style'
    | 'dayParts'
    | 'ages'
    | 'teachLevels'
    | 'languages';
  required: boolean;
  weight: number;
}

/** A skill's category, or general when the skill is not in the catalogue. */
export const BANK_CATEGORIES = [...SKILL_CATEGORIES, 'general'] as const;
export type BankCategory = (typeof BANK_CATEGORIES)[number];

/** The placement ladder: rung r asks a can-do statement of level r (1-5); 0 means first steps. */
export const TOP_RUNG = 5;
export const ladderId = (category: BankCategory, rung: number) => `can_${category}_${rung}`;

export const GOALS = [
  'exam',
  'school',
  'career',
  'travel',
  'conversation',
  'hobby',
  'health',
  'creativity',
] as const;

/** One question per category about what to focus on. */
const FOCUS: Record<BankCategory, readonly string[]> = {
  languages: ['speaking', 'listening', 'reading', 'writing', 'grammar'],
  academics: ['homework', 'exam_prep', 'catch_up', 'get_ahead', 'understanding'],
  technology: ['fundamentals', 'projects', 'career_change', 'certification', 'tools'],
  music: ['technique', 'theory', 'repertoire', 'playing_together', 'performing'],
  arts: ['fundamentals', 'projects', 'portfolio', 'techniques', 'feedback'],
  lifestyle: ['fundamentals', 'recipes_projects', 'everyday', 'impress_others', 'techniques'],
  wellbeing: ['fitness', 'flexibility', 'stress', 'technique', 'routine'],
  business: ['fundamentals', 'career', 'own_business', 'certification', 'communication'],
  general: ['fundamentals', 'projects', 'exam_prep', 'everyday', 'feedback'],
};

const LEVELS = ['new', 'basics', 'getting_by', 'comfortable', 'strong', 'expert'] as const;

export const LEARNER_QUESTIONS: Record<string, QuestionDef> = {
  goals: {
    id: 'goals',
    inputType: 'multi_select',
    options: GOALS,
    optionGroup: 'goals',
    required: true,
    weight: 8,
  },
  self_level: {
    id: 'self_level',
    inputType: 'multiple_choice',
    options: LEVELS,
    optionGroup: 'levels',
    required: true,
    weight: 9,
  },
  ...Object.fromEntries(
    BANK_CATEGORIES.flatMap((category) => [
      [
        `focus_${category}`,
        {
          id: `focus_${category}`,
          inputType: 'multi_select',
          options: FOCUS[category],
          optionGroup: 'focus',
          required: false,
          weight: 6,
        } satisfies QuestionDef,
      ],
      ...Array.from({ length: TOP_RUNG }, (_, i) => {
        const id = ladderId(category, i + 1);
        return [id, { id, inputType: 'boolean', required: true, weight: 10 } satisfies QuestionDef] as const;
      }),
    ]),
  ),
  pace: {
    id: 'pace',
    inputType: 'multiple_choice',
    options: PACES,
    optionGroup: 'pace',
    required: true,
    weight: 6,
  },
  style: {
    id: 'style',
    inputType: 'multiple_choice',
    options: LEARNING_STYLES,
    optionGroup: 'style',
    required: true,
    weight: 6,
  },
  languages: {
    id: 'languages',
    inputType: 'multi_select',
    options: LANGUAGES,
    optionGroup: 'languages',
    required: true,
    weight: 9,
  },
  availability: {
    id: 'availability',
    inputType: 'multi_select',
    options: Object.keys(DAY_PARTS),
    optionGroup: 'dayParts',
    required: true,
    weight: 9,
  },
  age_band: {
    id: 'age_band',
    inputType: 'multiple_choice',
    options: AGE_BANDS,
    optionGroup: 'ages',
    required: true,
    weight: 10,
  },
  group_comfort: { id: 'group_comfort', inputType: 'scale', required: true, weight: 5 },
  notes: { id: 'notes', inputType: 'text', required: false, weight: 4 },
};

export const TUTOR_QUESTIONS: Record<string, QuestionDef> = {
  teach_levels: {
    id: 'teach_levels',
    inputType: 'multi_select',
    options: ['beginner', 'intermediate', 'advanced'],
    optionGroup: 'teachLevels',
    required: true,
    weight: 9,
  },
  teach_style: {
    id: 'teach_style',
    inputType: 'multiple_choice',
    options: LEARNING_STYLES,
    optionGroup: 'style',
    required: true,
    weight: 7,
  },
  teach_ages: {
    id: 'teach_ages',
    inputType: 'multi_select',
    options: AGE_BANDS,
    optionGroup: 'ages',
    required: true,
    weight: 9,
  },
  group_experience: { id: 'group_experience', inputType: 'scale', required: true, weight: 6 },
  teach_pace: {
    id: 'teach_pace',
    inputType: 'multiple_choice',
    options: PACES,
    optionGroup: 'pace',
    required: true,
    weight: 5,
  },
  notes: { id: 'notes', inputType: 'text', required: false, weight: 4 },
};

export function questionDef(role: 'learner' | 'tutor', id: string): QuestionDef | undefined {
  return (role === 'learner' ? LEARNER_QUESTIONS : TUTOR_QUESTIONS)[id];
}

export const LEVEL_ANSWERS = LEVELS;
