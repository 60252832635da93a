import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MatchingProfile,
  QuestionnaireQuestion,
  SimiAnalysis,
} from '../../../common/contracts/questionnaire.ts';
import { tutorSkills } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { tutorWithSkill } from '../booking/booking.fixtures.ts';
import { answerAll, learnerAnswers, type Step } from './questionnaire.fixtures.ts';
import { ladder, progress } from './questionnaire.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

describe('the placement ladder', () => {
  const flow = { role: 'learner' as const, category: 'languages' as const, known: {} };
  const yes = (confidence = 8) => ({ response: true, confidence });
  const no = (confidence = 8) => ({ response: false, confidence });

  it('starts at the claimed level, climbs after a yes and stops where a no bounds it', () => {
    const a = new Map<string, { response: unknown; confidence: number }>([
      ['self_level', { response: 'getting_by', confidence: 8 }],
    ]);
    expect(ladder(flow, a)).toMatchObject({ done: false, next: 2 });
    a.set('can_languages_2', yes());
    expect(ladder(flow, a)).toMatchObject({ done: false, next: 3 });
    a.set('can_languages_3', no());
    expect(ladder(flow, a)).toEqual({ done: true, level: 2, next: null });
  });

  it('steps down after a no at the claimed level, and an unsure answer ends it', () => {
    const a = new Map<string, { response: unknown; confidence: number }>([
      ['self_level', { response: 'strong', confidence: 8 }],
    ]);
    a.set('can_languages_4', no());
    expect(ladder(flow, a)).toMatchObject({ done: false, next: 3 });
    a.set('can_languages_3', yes(3));
    expect(ladder(flow, a)).toEqual({ done: true, level: 3, next: null });
  });

  it('a complete beginner answers one rung', () => {
    const a = new Map<string, { response: unknown; confidence: number }>([
      ['self_level', { response: 'new', confidence: 8 }],
    ]);
    expect(ladder(flow, a)).toMatchObject({ next: 1 });
    a.set('can_languages_1', no());
    expect(ladder(flow, a)).toEqual({ done: true, level: 0, next: null });
  });

  it('skips what the profile already knows', () => {
    const known = {
      ageBand: 'adult' as const,
      languages: ['de'],
      availability: ['weekday_evening' as const],
      pace: 'fast',
      style: 'visual',
      level: 3,
    };
    const asked = new Set<string>();
    const answers = new Map<string, { response: unknown; confidence: number }>();
    for (
      let p = progress({ ...flow, known }, answers);
      p.question;
      p = progress({ ...flow, known }, answers)
    ) {
      asked.add(p.question.id);
      answers.set(p.question.id, { response: 'x', confidence: 8 });
    }
    expect([...asked]).toEqual(['goals', 'focus_languages', 'group_comfort', 'notes']);
  });
});

describe("Simi's questionnaire over HTTP", () => {
  it('asks adaptively, builds the profile, shows it back and finds tutors who fit', async () => {
    const tutor = await tutorWithSkill(t, { levels: ['beginner', 'intermediate'] });
    const { client } = await registerUser(t, { userType: 'student', firstName: 'Ada', lastName: 'Berg' });
    const started = await client.post('/api/questionnaire/learner/start', {
      skillContext: tutor.skillId,
      initialAnalysis: {},
    });
    expect(started.statusCode, started.body).toBe(200);
    const s = json<Step>(started).data;
    expect(s).toMatchObject({
      currentQuestion: 0,
      status: 'in_progress',
      question: { id: 'goals', inputType: 'multi_select', required: true },
    });
    expect(s.question?.question).toContain(`Skill ${tutor.skillId}`);
    expect(s.question?.options.map((o) => o.value)).toContain('travel');
    expect(s.question?.options.find((o) => o.value === 'travel')?.label).toBe('Travel');

    // Claims 'basics' (rung 1) but can do rungs 1-2: the ladder climbs to 3, gets a no, and stops.
    const { asked, last } = await answerAll(
      client,
      s.sessionId as string,
      s.question as QuestionnaireQuestion,
      learnerAnswers('basics', 2),
    );
    expect(asked.filter((id) => id.startsWith('can_'))).toEqual([
      'can_music_1',
      'can_music_2',
      'can_music_3',
    ]);
    expect(last.data).toMatchObject({ status: 'completed', progress: 100, question: null });
    const result = last.data.analysisResults as SimiAnalysis;
    expect(result).toMatchObject({
      role: 'learner',
      skillId: tutor.skillId,
      level: 2,
      pace: 'steady',
      style: 'hands-on',
      languages: ['de', 'en'],
      ageBands: ['adult'],
    });
    // The notes analyser read the exam (and the explicit pace answer wins over 'slowly').
    expect(result.goals.sort()).toEqual(['conversation', 'exam', 'travel']);
    expect(result.noted).toContain('goal:exam');
    expect(result.matches).toEqual([
      expect.objectContaining({
        tutorId: tutor.tutorId,
        name: 'Lukas M.',
        languages: ['de', 'en'],
        reasons: expect.arrayContaining(['level', 'language', 'hours']),
      }),
    ]);
    expect(result.matches[0]?.sharedHours).toBeGreaterThan(0);

    const profile = json<MatchingProfile>(await client.get('/api/matching/profile'));
    expect(profile.learner).toEqual({
      ageBand: 'adult',
      languages: ['de', 'en'],
      availability: ['weekday_evening', 'weekend_morning'],
      pace: 'steady',
      style: 'hands-on',
    });
    expect(profile.skills).toEqual([
      expect.objectContaining({ skillId: tutor.skillId, level: 2, goals: expect.arrayContaining(['exam']) }),
    ]);

    // A second run about the same skill skips what the profile knows: no ladder, no languages, no hours.
    const again = json<Step>(
      await client.post('/api/questionnaire/learner/start', { skillContext: tutor.skillId }),
    ).data;
    expect(again.sessionId).not.toBe(s.sessionId);
    const second = await answerAll(
      client,
      again.sessionId as string,
      again.question as QuestionnaireQuestion,
      learnerAnswers('basics', 2),
    );
    expect(second.asked).toEqual(['goals', 'focus_music', 'group_comfort', 'notes']);

    // Edits: the learner corrects the level and the hours.
    const edited = await client.request('PATCH', `/api/matching/profile/skills/${tutor.skillId}`, {
      level: 4,
    });
    expect(json<MatchingProfile>(edited).skills[0]).toMatchObject({ level: 4, confidence: null });
    const hours = await client.request('PATCH', '/api/matching/profile', {
      availability: ['weekend_afternoon'],
    });
    expect(json<MatchingProfile>(hours).learner?.availability).toEqual(['weekend_afternoon']);
    expect((await client.request('PATCH', '/api/matching/profile', { pace: 'lightning' })).statusCode).toBe(
      400,
    );
    expect(
      (await client.request('PATCH', '/api/matching/profile/skills/no-such-skill', { level: 1 })).statusCode,
    ).toBe(404);
  });

  it('pauses and resumes at exactly the same question, and refuses answers while paused', async () => {
    const { client } = await registerUser(t, { userType: 'student' });
    const s = json<Step>(
      await client.post('/api/questionnaire/learner/start', { skillContext: 'Underwater basket weaving' }),
    ).data;
    const id = s.sessionId as string;
    const goals = await client.post('/api/questionnaire/response', {
      sessionId: id,
      questionId: 'goals',
      response: ['hobby'],
      confidence: 9,
    });
    const second = json<Step>(goals).data.question as QuestionnaireQuestion;
    expect(second.id).toBe('self_level');
    const paused = await client.request('PUT', `/api/questionnaire/${id}/pause`, {});
    expect(json<Step>(paused).data).toMatchObject({ status: 'paused' });
    const refused = await client.post('/api/questionnaire/response', {
      sessionId: id,
      questionId: 'self_level',
      response: 'new',
      confidence: 8,
    });
    expect(refused.statusCode).toBe(409);
    const resumed = json<Step>(await client.request('PUT', `/api/questionnaire/${id}/resume`, {})).data;
    expect(resumed).toMatchObject({
      sessionId: id,
      status: 'in_progress',
      currentQuestion: 1,
      question: { id: 'self_level' },
    });
    // Starting again about the same words resumes the same run rather than beginning anew.
    const restarted = json<Step>(
      await client.post('/api/questionnaire/learner/start', { skillContext: 'underwater BASKET weaving' }),
    ).data;
    expect(restarted).toMatchObject({ sessionId: id, currentQuestion: 1 });
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const { client } = await registerUser(t, { userType: 'student' });
    const other = await registerUser(t, { userType: 'student' });
    const s = json<Step>(await client.post('/api/questionnaire/learner/start', { skillContext: '' })).data;
    const id = s.sessionId as string;
    const post = (body: unknown, c: TestClient = client) => c.post('/api/questionnaire/response', body);
    // The wrong question, a wrong type, an unknown option, an empty required multi-select, no session.
    expect(
      (await post({ sessionId: id, questionId: 'pace', response: 'slow', confidence: 8 })).statusCode,
    ).toBe(409);
    expect(
      (await post({ sessionId: id, questionId: 'goals', response: 'travel', confidence: 8 })).statusCode,
    ).toBe(400);
    expect(
      (await post({ sessionId: id, questionId: 'goals', response: ['sailing'], confidence: 8 })).statusCode,
    ).toBe(400);
    expect((await post({ sessionId: id, questionId: 'goals', response: [], confidence: 8 })).statusCode).toBe(
      400,
    );
    expect(
      (await post({ sessionId: id, questionId: 'goals', response: ['travel'], confidence: 11 })).statusCode,
    ).toBe(400);
    expect(
      (
        await post({
          sessionId: '00000000-0000-4000-8000-000000000000',
          questionId: 'goals',
          response: ['travel'],
          confidence: 8,
        })
      ).statusCode,
    ).toBe(404);
    // Someone else's run does not exist for them.
    expect(
      (await post({ sessionId: id, questionId: 'goals', response: ['travel'], confidence: 8 }, other.client))
        .statusCode,
    ).toBe(404);
    expect((await other.client.request('PUT', `/api/questionnaire/${id}/pause`, {})).statusCode).toBe(404);
    expect(
      (await client.post('/api/questionnaire/learner/start', { userId: other.user.id, skillContext: '' }))
        .statusCode,
    ).toBe(403);
    // Nothing was recorded: the first question is still the one asked.
    const resumed = json<Step>(await client.request('PUT', `/api/questionnaire/${id}/resume`, {})).data;
    expect(resumed).toMatchObject({ currentQuestion: 0, question: { id: 'goals' } });
    // Two answers to the same question at once: one wins, the other is told it is not the current question.
    const both = await Promise.all([
      post({ sessionId: id, questionId: 'goals', response: ['travel'], confidence: 8 }),
      post({ sessionId: id, questionId: 'goals', response: ['hobby'], confidence: 8 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('asks a tutor how they teach and saves the levels taught and the teaching profile', async () => {
    const tutor = await tutorWithSkill(t, { levels: ['beginner'] });
    const s = json<Step>(
      await tutor.client.post('/api/questionnaire/tutor/start', { skillContext: '' }),
    ).data;
    expect(s.question?.id).toBe('teach_levels');
    const { asked } = await answerAll(
      tutor.client,
      s.sessionId as string,
      s.question as QuestionnaireQuestion,
      (q) => {
        switch (q.id) {
          case 'teach_levels':
            return { response: ['beginner', 'intermediate'] };
          case 'teach_style':
            return { response: 'visual' };
          case 'teach_ages':
            return { response: ['adult', '16-17'] };
          case 'group_experience':
            return { response: 6 };
          case 'teach_pace':
            return { response: 'steady' };
          default:
            return { response: '' };
        }
      },
    );
    expect(asked).toEqual([
      'teach_levels',
      'teach_style',
      'teach_ages',
      'group_experience',
      'teach_pace',
      'notes',
    ]);
    const profile = json<MatchingProfile>(await tutor.client.get('/api/matching/profile'));
    expect(profile).toMatchObject({
      role: 'tutor',
      tutor: { style: 'visual', pace: 'steady', ageBands: ['adult', '16-17'], groupExperience: 6 },
    });
    const [taught] = await t.ctx.db
      .select({ levels: tutorSkills.levels })
      .from(tutorSkills)
      .where(eq(tutorSkills.tutorId, tutor.tutorId));
    expect(taught?.levels).toEqual(['beginner', 'intermediate']);
    // Learners' calls are not for tutors, and the other way round.
    expect(
      (await tutor.client.post('/api/questionnaire/learner/start', { skillContext: '' })).statusCode,
    ).toBe(403);
    const { client } = await registerUser(t, { userType: 'student' });
    expect((await client.post('/api/questionnaire/tutor/start', { skillContext: '' })).statusCode).toBe(403);
  });
});
