import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SkillStep } from './skill-step';

const skills = [
  { id: 'guitar', name: 'Guitar' },
  { id: 'mathematics', name: 'Mathematics' },
  { id: 'physics', name: 'Physics' },
];

describe('skill search', () => {
  it('adds the server’s typo-tolerant suggestions once typing pauses', async () => {
    const { calls } = mockFetch({
      'GET /api/ai/search/suggestions': () =>
        json({
          suggestions: ['Mathematics'],
          skills: [{ id: 'mathematics', name: 'Mathematics', label: 'Mathematics' }],
        }),
    });
    const chosen = vi.fn();
    const user = userEvent.setup();
    renderAt(<SkillStep skills={skills} chosen={null} onChoose={chosen} />);
    await user.type(screen.getByTestId('skill-search'), 'matematcs');
    const chip = await screen.findByRole('button', { name: 'Mathematics' });
    // One call for the settled text, not one per keystroke.
    expect(calls('GET /api/ai/search/suggestions')).toHaveLength(1);
    expect(calls('GET /api/ai/search/suggestions')[0]!.url).toContain('q=matematcs');
    await user.click(chip);
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'mathematics' }));
  });

  it('keeps the catalogue’s own matches when the suggestions call fails', async () => {
    mockFetch({ 'GET /api/ai/search/suggestions': () => json({ message: 'down' }, { status: 503 }) });
    const user = userEvent.setup();
    renderAt(<SkillStep skills={skills} chosen={null} onChoose={() => {}} />);
    await user.type(screen.getByTestId('skill-search'), 'phys');
    expect(await screen.findByRole('button', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
