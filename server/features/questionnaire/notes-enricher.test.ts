import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionnaireQuestion, SimiAnalysis } from '../../../common/contracts/questionnaire.ts';
import { openAiAnswer, startFakeLlm } from '../../test/fake-llm.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { tutorWithSkill } from '../booking/booking.fixtures.ts';
import { analyseNotes } from './notes-analyser.ts';
import { answerAll, learnerAnswers, type Step } from './questionnaire.fixtures.ts';

/** Simi's notes read by a configured LLM (a fake OpenAI-compatible endpoint on loopback). */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let skillId: string;
beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({
    RATE_LIMIT_DISABLED: 'true',
    LLM_BASE_URL: `${fake.url}/v1`,
    LLM_MODEL: 'notes-model',
    LLM_TIMEOUT_MS: '300',
  });
  skillId = (await tutorWithSkill(t, { levels: ['beginner', 'intermediate'] })).skillId;
});
afterAll(async () => {
  await t.dispose();
  await fake.close();
});

// No word the built-in analyser knows: whatever is found beyond that comes from the model.
const NOTE = 'Ich möchte mich bei Vorstellungsrunden sicher fühlen, gern mit Audio.';

async function complete(ageBand: string, pace = 'steady') {
  const { client } = await registerUser(t, { userType: 'student' });
  const started = json<Step>(
    await client.post('/api/questionnaire/learner/start', { skillContext: skillId, initialAnalysis: {} }),
  ).data;
  const { last } = await answerAll(
    client,
    started.sessionId as string,
    started.question as QuestionnaireQuestion,
    learnerAnswers('basics', 2, { age_band: ageBand, notes: NOTE, goals: ['travel'], pace }),
  );
  return last.data.analysisResults as SimiAnalysis;
}

describe('the notes enrichment', () => {
  it('the built-in analyser alone finds nothing in the note', () => {
    expect(analyseNotes(NOTE)).toEqual({ goals: [], pace: null, style: null, noted: [] });
  });

  it("adds the model's goals, pace and style when it answers the exact JSON, asked once for the completing answer", async () => {
    fake.json(
      200,
      openAiAnswer('```json\n{"goals":["career","conversation"],"pace":"fast","style":"auditory"}\n```'),
    );
    const before = fake.seen.length;
    const result = await complete('adult');
    const calls = fake.seen.slice(before);
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: unknown;
    };
    expect(body.model).toBe('notes-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]!.content).toContain('"goals"');
    expect(body.messages[1]).toEqual({ role: 'user', content: NOTE });
    expect(result.goals.sort()).toEqual(['career', 'conversation', 'travel']);
    expect(result.noted).toEqual(['goal:career', 'goal:conversation', 'pace:fast', 'style:auditory']);
    // The learner's own pace answer still wins over what the note says.
    expect(result.pace).toBe('steady');
  });

  it('an answer outside the schema, an error and a timeout leave the built-in reading', async () => {
    for (const bad of [
      () => fake.json(200, openAiAnswer('{"goals":["career"],"pace":"very fast","style":null}')),
      () => fake.json(200, openAiAnswer('{"goals":["career"],"pace":null,"style":null,"mood":"happy"}')),
      () => fake.json(200, openAiAnswer('The learner wants a career.')),
      () => fake.json(500, { error: 'down' }),
      () => fake.hang(),
    ]) {
      bad();
      const result = await complete('adult');
      expect(result.noted).toEqual([]);
      expect(result.goals).toEqual(['travel']);
    }
  });

  it("a child's note never goes to the provider", async () => {
    fake.json(200, openAiAnswer('{"goals":["career"],"pace":"fast","style":"auditory"}'));
    const before = fake.seen.length;
    const result = await complete('13-15');
    expect(fake.seen.length).toBe(before);
    expect(result.noted).toEqual([]);
  });
});
