import { expect } from 'vitest';
import type { QuestionnaireQuestion, SimiAnalysis } from '../../../common/contracts/questionnaire.ts';
import { json, type TestClient } from '../../test/test-app.ts';

/** A step of the questionnaire as the tests read it. */
export type Step = {
  success: true;
  data: {
    sessionId?: string;
    question: QuestionnaireQuestion | null;
    status: string;
    currentQuestion: number;
    totalQuestions: number;
    isLastQuestion: boolean;
    progress: number;
    analysisResults?: SimiAnalysis | null;
  };
};

export type Answerer = (q: QuestionnaireQuestion) => { response: unknown; confidence?: number };

/** Answers every question the way `answer` says until the run completes; returns the ids asked. */
export async function answerAll(
  client: TestClient,
  sessionId: string,
  first: QuestionnaireQuestion,
  answer: Answerer,
) {
  const asked: string[] = [];
  let q: QuestionnaireQuestion | null = first;
  let last: Step | null = null;
  while (q) {
    asked.push(q.id);
    const res = await client.post('/api/questionnaire/response', {
      sessionId,
      questionId: q.id,
      confidence: 8,
      ...answer(q),
    });
    expect(res.statusCode, res.body).toBe(200);
    last = json<Step>(res);
    q = last.data.question;
    if (asked.length > 40) throw new Error('the questionnaire does not end');
  }
  return { asked, last: last as Step };
}

/** A learner's answers: claims `level`, can do the ladder's rungs up to `canUpTo`; the rest as given. */
export function learnerAnswers(
  level: 'new' | 'basics' | 'getting_by' | 'comfortable' | 'strong',
  canUpTo: number,
  over: Partial<Record<string, unknown>> = {},
): Answerer {
  return (q) => {
    const rung = /^can_[a-z]+_(\d)$/.exec(q.id);
    if (rung) return { response: Number(rung[1]) <= canUpTo };
    if (q.id in over) return { response: over[q.id] };
    switch (q.id) {
      case 'goals':
        return { response: ['travel', 'conversation'] };
      case 'self_level':
        return { response: level };
      case 'age_band':
        return { response: 'adult' };
      case 'languages':
        return { response: ['de', 'en'] };
      case 'availability':
        return { response: ['weekday_evening', 'weekend_morning'] };
      case 'pace':
        return { response: 'steady' };
      case 'style':
        return { response: 'hands-on' };
      case 'group_comfort':
        return { response: 7 };
      case 'notes':
        return { response: 'I have an exam in March and want to go slowly.' };
      default:
        return { response: q.inputType === 'multi_select' ? [q.options[0]?.value] : 'x' };
    }
  };
}

/** Runs Simi for a skill to the end with the given answers; answers the last step. */
export async function completeSimi(client: TestClient, skillContext: string, answer: Answerer) {
  const started = await client.post('/api/questionnaire/learner/start', { skillContext });
  expect(started.statusCode, started.body).toBe(200);
  const s = json<Step>(started).data;
  return answerAll(client, s.sessionId as string, s.question as QuestionnaireQuestion, answer);
}
