import type { SeatView } from '../../common/contracts/booking';

type SeatOverrides = Partial<Omit<SeatView, 'session'>> & { session?: Partial<SeatView['session']> };

/**
 * A learner's seat as GET /api/booking/seats answers it: held for ten more minutes in a 3:1 guitar
 * group with Lukas M. on 14 December 2026; `overrides` change any field, the session's too.
 */
export function aHeldSeat(overrides: SeatOverrides = {}): SeatView {
  const { session, ...rest } = overrides;
  return {
    id: '7b0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11',
    status: 'held',
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    priceCents: 1200,
    session: {
      id: 's1',
      startsAt: '2026-12-14T14:00:00.000Z',
      endsAt: '2026-12-14T15:00:00.000Z',
      format: 'group',
      level: 'beginner',
      language: 'en',
      status: 'open',
      skill: { id: 'guitar', name: 'Guitar' },
      tutor: { id: 't1', name: 'Lukas M.' },
      seatsTaken: 1,
      capacity: 3,
      ...session,
    },
    freeCancellation: true,
    attended: null,
    review: null,
    canReview: false,
    ...rest,
  };
}
