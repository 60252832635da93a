import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { aHeldSeat } from '../../../test/seats.fixtures';
import { GroupProposals } from './group-proposals';

const PROPOSAL = '3c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a33';
const SEAT = '4d1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a44';

const proposal = {
  id: PROPOSAL,
  skillId: 'guitar',
  skillName: 'Guitar',
  tutorId: 't1',
  tutorName: 'Lukas M.',
  kind: 'open_group',
  startsAt: '2026-12-14T14:00:00.000Z',
  level: 'beginner',
  language: 'en',
  others: 1,
  parts: { learners: 0.5, tutor: 0.5, language: 1, slots: 1, fill: 0.5 },
  expiresAt: '2026-12-13T14:00:00.000Z',
};

const heldSeat = aHeldSeat({ id: SEAT, session: { startsAt: proposal.startsAt, seatsTaken: 2 } });

describe('group proposals: an accepted proposal’s seat (issue 12)', () => {
  it('offers Pay now for the seat the accepted proposal holds', async () => {
    let accepted = false;
    mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/matching/proposals': () => json({ proposals: accepted ? [] : [proposal], waiting: [] }),
      [`POST /api/matching/proposals/${PROPOSAL}/accept`]: () => {
        accepted = true;
        return json({ seatId: SEAT });
      },
      'GET /api/booking/seats': () => json({ upcoming: accepted ? [heldSeat] : [], past: [] }),
    });
    renderAt(<GroupProposals />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Take my seat' }));
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment?seat=${SEAT}`,
    );
    expect(screen.getByTestId('proposal-seat-held')).toHaveTextContent('Guitar');
  });
});
