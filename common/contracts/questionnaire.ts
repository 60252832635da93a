import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { questionnaireRoutes } from './routes.ts';

const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  context: z.string(),
  inputType: z.enum(['multiple_choice', 'multi_select', 'text', 'scale', 'boolean']),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  /** 0-10, shown as 'AI Weight: n/10'. */
  weight: z.number().int(),
});
export type QuestionnaireQuestion = z.infer<typeof questionSchema>;

const status = z.enum(['in_progress', 'paused', 'completed']);

/** A compatible tutor for the skill, with the parts of the fit (SPEC.md 4's 'Perfect Matches Found!'). */
const matchSchema = z.object({
  tutorId: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** Shared languages, weekly hours both are free, and the fit score's parts. */
  languages: z.array(z.string()),
  sharedHours: z.number().int(),
  score: z.number(),
  reasons: z.array(z.enum(['level', 'language', 'hours', 'style', 'rating', 'zone'])),
});
export type SimiMatch = z.infer<typeof matchSchema>;

const analysisSchema = z.object({
  role: z.enum(['learner', 'tutor']),
  skillId: z.string().nullable(),
  skillName: z.string(),
  /** Learner: placement 0-5 and its name; tutor: null. */
  level: z.number().int().nullable(),
  levelName: z.string().nullable(),
  goals: z.array(z.string()),
  pace: z.string().nullable(),
  style: z.string().nullable(),
  languages: z.array(z.string()),
  ageBands: z.array(z.string()),
  /** What the notes analyser read in the free text (goal:exam, pace:slow ...). */
  noted: z.array(z.string()),
  confidence: z.number(),
  matches: z.array(matchSchema),
});
export type SimiAnalysis = z.infer<typeof analysisSchema>;

const startData = z.object({
  sessionId: z.string(),
  question: questionSchema.nullable(),
  totalQuestions: z.number().int(),
  currentQuestion: z.number().int(),
  isLastQuestion: z.boolean(),
  progress: z.number().int(),
  status,
});

const startInput = z.object({
  /** The signed-in user; optional, and refused when it names someone else. */
  userId: z.string().optional(),
  skillContext: z.string().trim().max(100).default(''),
  initialAnalysis: z.object({}).passthrough().optional(),
});

const learnerProfile = z.object({
  ageBand: z.enum(['6-9', '10-12', '13-15', '16-17', 'adult']).nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  availability: z.array(z.string()),
  pace: z.enum(['slow', 'steady', 'fast']).nullable(),
  style: z.enum(['visual', 'auditory', 'reading', 'hands-on']).nullable(),
});

const profileSchema = z.object({
  role: z.enum(['learner', 'tutor']),
  learner: learnerProfile.nullable(),
  skills: z.array(
    z.object({
      skillId: z.string(),
      skillName: z.string(),
      level: z.number().int(),
      goals: z.array(z.string()),
      focus: z.array(z.string()),
      confidence: z.number().nullable(),
      updatedAt: z.string(),
    }),
  ),
  tutor: z
    .object({
      style: z.string().nullable(),
      pace: z.string().nullable(),
      ageBands: z.array(z.string()),
      groupExperience: z.number().nullable(),
    })
    .nullable(),
});
export type MatchingProfile = z.infer<typeof profileSchema>;

const sessionParams = z.object({ sessionId: z.uuid('simi.errors.session') });

export const questionnaireContracts = {
  learnerStart: defineContract({
    ...questionnaireRoutes.learnerStart,
    input: startInput,
    output: z.object({ success: z.literal(true), data: startData }),
    summary:
      "Starts Simi's questions for a learner about a skill, or resumes their unfinished run for it where it stopped.",
    tags: ['questionnaire'],
  }),
  tutorStart: defineContract({
    ...questionnaireRoutes.tutorStart,
    input: startInput,
    output: z.object({ success: z.literal(true), data: startData }),
    summary: "Starts (or resumes) Simi's questions for a tutor about how they teach a skill.",
    tags: ['questionnaire'],
  }),
  respond: defineContract({
    ...questionnaireRoutes.respond,
    input: z.object({
      sessionId: z.uuid('simi.errors.session'),
      questionId: z.string().min(1).max(60),
      response: z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(40)).max(30)]),
      confidence: z.number().int().min(1).max(10).default(8),
    }),
    output: z.object({
      success: z.literal(true),
      data: z.object({
        progress: z.number().int(),
        status,
        question: questionSchema.nullable(),
        currentQuestion: z.number().int(),
        totalQuestions: z.number().int(),
        isLastQuestion: z.boolean(),
        analysisResults: analysisSchema.nullable(),
      }),
    }),
    summary:
      'Answers the question now asked (a different question is a 409); the answer picks the next question. The last answer builds the profile and the matches.',
    tags: ['questionnaire'],
  }),
  pause: defineContract({
    ...questionnaireRoutes.pause,
    params: sessionParams,
    input: z.object({}),
    output: z.object({ success: z.literal(true), data: z.object({ status, progress: z.number().int() }) }),
    summary: 'Pauses a run; the place is kept exactly.',
    tags: ['questionnaire'],
  }),
  resume: defineContract({
    ...questionnaireRoutes.resume,
    params: sessionParams,
    input: z.object({}),
    output: z.object({ success: z.literal(true), data: startData }),
    summary: 'Resumes a paused run at the question it stopped on.',
    tags: ['questionnaire'],
  }),
  profile: defineContract({
    ...questionnaireRoutes.profile,
    input: z.object({}),
    output: profileSchema,
    summary: 'What Simi learned about the signed-in learner or tutor, as they can see and edit it.',
    tags: ['questionnaire'],
  }),
  updateProfile: defineContract({
    ...questionnaireRoutes.updateProfile,
    input: learnerProfile.partial(),
    output: profileSchema,
    summary: "A learner's edit of their profile (age band, languages, free day parts, pace, style).",
    tags: ['questionnaire'],
  }),
  updateSkillProfile: defineContract({
    ...questionnaireRoutes.updateSkillProfile,
    params: z.object({ skillId: z.string().min(1).max(80) }),
    input: z.object({
      level: z.number().int().min(0).max(5).optional(),
      goals: z.array(z.string().max(40)).max(10).optional(),
    }),
    output: profileSchema,
    summary: "A learner's correction of their level or goals in one skill.",
    tags: ['questionnaire'],
  }),
};
