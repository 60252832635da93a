import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { AskSimi } from './components/ask-simi';

const session = 'a1b2c3d4-0000-4000-8000-0000000000aa';
const question = (id: string, inputType: string, extra: Record<string, unknown> = {}) => ({
  id,
  question: `Question ${id}?`,
  context: `Context of ${id}`,
  inputType,
  options: [],
  required: true,
  weight: 8,
  ...extra,
});
const goals = question('goals', 'multi_select', {
  options: [
    { value: 'travel', label: 'Travel' },
    { value: 'exam', label: 'Pass an exam' },
  ],
});
const ladder = question('can_languages_2', 'boolean', { weight: 10 });
const notes = question('notes', 'text', { required: false, weight: 4 });
const step = (q: unknown, current: number, isLast = false) => ({
  success: true,
  data: {
    progress: Math.round((current / 3) * 100),
    status: 'in_progress',
    question: q,
    currentQuestion: current,
    totalQuestions: 3,
    isLastQuestion: isLast,
    analysisResults: null,
  },
});

describe('Ask Simi', () => {
  it('asks adaptive questions with weight and confidence, pauses and resumes, and lists the matches it found', async () => {
    const answers: unknown[] = [];
    const { calls } = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/skills': () =>
        json([{ id: 'spanish', name: 'Spanish', category: 'languages', description: '' }]),
      'POST /api/questionnaire/learner/start': () =>
        json({ success: true, data: { sessionId: session, ...step(goals, 0).data, progress: 0 } }),
      'POST /api/questionnaire/response': (req) => {
        answers.push(req.body);
        if (answers.length === 1) return json(step(ladder, 1));
        if (answers.length === 2) return json(step(notes, 2, true));
        return json({
          success: true,
          data: {
            progress: 100,
            status: 'completed',
            question: null,
            currentQuestion: 3,
            totalQuestions: 3,
            isLastQuestion: false,
            analysisResults: {
              role: 'learner',
              skillId: 'spanish',
              skillName: 'Spanish',
              level: 2,
              levelName: 'Elementary',
              goals: ['travel'],
              pace: null,
              style: null,
              languages: ['de'],
              ageBands: ['adult'],
              noted: [],
              confidence: 7.5,
              matches: [
                {
                  tutorId: 't1b2c3d4-0000-4000-8000-0000000000bb',
                  name: 'Lukas M.',
                  rating: 4.8,
                  reviews: 12,
                  languages: ['de'],
                  sharedHours: 9,
                  score: 3.2,
                  reasons: ['level', 'language', 'hours'],
                },
              ],
            },
          },
        });
      },
      [`PUT /api/questionnaire/${session}/pause`]: () =>
        json({ success: true, data: { status: 'paused', progress: 33 } }),
      [`PUT /api/questionnaire/${session}/resume`]: () =>
        json({ success: true, data: { sessionId: session, ...step(ladder, 1).data } }),
    });
    const user = userEvent.setup();
    renderAt(<AskSimi role="learner" />);
    await user.type(await screen.findByLabelText('Which skill should Simi ask about?'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Simi' });
    expect(await within(dialog).findByText('Question 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('AI Weight: 8/10')).toBeInTheDocument();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    // Next is disabled until a choice is made.
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Travel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Question can_languages_2?' }),
    ).toBeInTheDocument();
    expect(answers[0]).toMatchObject({
      sessionId: session,
      questionId: 'goals',
      response: ['travel'],
      confidence: 8,
    });

    // Pause shows the saved progress; Resume comes back to the same question.
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('33% saved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Question can_languages_2?' }),
    ).toBeInTheDocument();

    // A yes with a lowered confidence.
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    const slider = within(dialog).getByLabelText('How sure are you?');
    fireEvent.change(slider, { target: { value: '5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('heading', { name: 'Question notes?' })).toBeInTheDocument();
    expect(answers[1]).toMatchObject({ questionId: 'can_languages_2', response: true, confidence: 5 });

    // The last, optional question may stay empty; the button says so.
    await user.click(within(dialog).getByRole('button', { name: 'Complete Analysis' }));
    const done = await screen.findByRole('dialog', { name: 'Analysis Complete!' });
    expect(within(done).getByText('Level in Spanish: Elementary')).toBeInTheDocument();
    const match = within(done).getByTestId('simi-match');
    expect(match).toHaveTextContent('Lukas M.');
    expect(match).toHaveTextContent('9 free hours a week in common');
    expect(within(match).getByRole('link', { name: 'See times and book' })).toHaveAttribute(
      'href',
      '/session-booking?skill=spanish&tutor=t1b2c3d4-0000-4000-8000-0000000000bb',
    );
    expect(await screen.findByText('Simi found compatible tutors for Spanish.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls('POST /api/questionnaire/learner/start')[0]!.body).toMatchObject({
        skillContext: 'spanish',
      }),
    );
  });

  it('says so when the questions cannot start', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'tutor' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/questionnaire/tutor/start': () =>
        json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }),
    });
    const user = userEvent.setup();
    renderAt(<AskSimi role="tutor" />);
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText('Failed to start AI questionnaire. Please try again.'),
    ).toBeInTheDocument();
  });
});
