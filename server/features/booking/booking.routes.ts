import type { FastifyInstance } from 'fastify';
import { bookingContracts as c } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as booking from './booking.service.ts';
import { myAvailability, saveAvailability } from './availability.service.ts';
import { cancelTeaching, teaching } from './teaching.service.ts';
import { MARKET_CACHE_TTL_MS, type MarketplaceAnswer, marketplace } from './marketplace.service.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { nextAvailable } from './next-available.service.ts';
import { marketplaceContracts } from '../../../common/contracts/marketplace.ts';
import { completeSession, rateSession } from './session-lifecycle.service.ts';
import { moveSeat } from './seat-move.service.ts';
import * as calendarFeed from './calendar-feed.service.ts';
import { calendarFeedContracts as feed } from '../../../common/contracts/calendar-feed.ts';
import { rawRoute } from '../../http/route.ts';

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  booking.registerHoldExpiryJob(ctx);
  // Browsing tutors and their free hours needs no account; taking a seat does.
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  const learner = { access: { permission: 'learning:use' as const } };
  const tutor = { access: { permission: 'teaching:use' as const } };

  route(app, c.bookingTutors, open, async ({ input, auth }) =>
    booking.bookingTutors(ctx, input.skillId, input.format, auth?.user.id),
  );
  route(app, c.tutorSlots, open, async ({ auth, params, input }) =>
    booking.tutorSlots(ctx, params.id!, input, auth?.user.id),
  );
  // Asked once per page view of the catalogue; its look-ahead may cost more than a plain read, so an
  // address is limited like the other open lookups.
  route(
    app,
    c.nextAvailable,
    { ...open, rateLimit: ctx.env.RATE_LIMIT_DISABLED ? undefined : { max: 120, timeWindow: '1 minute' } },
    async ({ input, auth }) => nextAvailable(ctx, input, auth?.user ?? null),
  );
  // This node's recent search answers (ADR 039): the clock is the app's, so tests can move past them.
  const searches = new VersionedCache<MarketplaceAnswer>({
    ttlMs: MARKET_CACHE_TTL_MS,
    maxEntries: 2_000,
    now: () => ctx.now().getTime(),
  });
  route(app, marketplaceContracts.marketplace, open, async ({ input, auth }) =>
    marketplace(ctx, input, auth?.user.id, searches),
  );
  route(app, c.holdSeat, learner, async ({ auth, input, reply }) => {
    reply.status(201);
    return booking.holdSeat(ctx, auth.user.id, input);
  });
  route(app, c.mySeats, learner, async ({ auth }) => booking.mySeats(ctx, auth.user.id));
  route(app, c.cancelSeat, learner, async ({ auth, params }) =>
    booking.cancelSeat(ctx, auth.user.id, params.id!),
  );
  route(app, c.saveForLater, learner, async ({ auth, input, reply }) => {
    reply.status(201);
    return booking.saveForLater(ctx, auth.user.id, input);
  });
  route(app, c.listSaved, learner, async ({ auth }) => booking.listSaved(ctx, auth.user.id));
  route(app, c.teaching, tutor, async ({ auth }) => teaching(ctx, auth.user.id));
  route(app, c.cancelTeaching, tutor, async ({ auth, params }) =>
    cancelTeaching(ctx, auth.user.id, params.id!),
  );
  route(app, c.completeSession, tutor, async ({ auth, params, input }) =>
    completeSession(ctx, auth.user.id, params.id!, input.attendance),
  );
  route(app, c.moveSeat, learner, async ({ auth, params, input }) =>
    moveSeat(ctx, auth.user.id, params.id!, input.sessionId),
  );
  route(app, c.rateSession, learner, async ({ auth, params, input }) =>
    rateSession(ctx, auth.user.id, params.id!, input),
  );
  route(app, c.myAvailability, tutor, async ({ auth }) => myAvailability(ctx, auth.user.id));
  route(app, c.saveAvailability, tutor, async ({ auth, input }) =>
    saveAvailability(ctx, auth.user.id, input),
  );
  // Anyone signed in may have a feed: learners see their seats in it, tutors what they teach.
  const user = { access: 'user' as const };
  route(app, feed.calendarFeed, user, async ({ auth }) => calendarFeed.feedState(ctx, auth.user.id));
  route(app, feed.createCalendarFeed, user, async ({ auth, reply }) => {
    reply.status(201);
    return calendarFeed.createFeed(ctx, auth.user.id);
  });
  route(app, feed.revokeCalendarFeed, user, async ({ auth }) => calendarFeed.revokeFeed(ctx, auth.user.id));
  // Calendar apps poll this without a session: the secret token in the URL is the only key.
  rawRoute(
    app,
    { method: 'GET', url: '/api/calendar/:file', access: 'public', listed: ['GET'] },
    async (req, reply) => {
      const file = (req.params as { file?: string }).file ?? '';
      const body = file.endsWith('.ics') ? await calendarFeed.feedFor(ctx, file.slice(0, -4)) : null;
      if (body === null) return reply.status(404).send({ message: 'Calendar not found.', code: 'NOT_FOUND' });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );
  route(app, c.deleteSaved, learner, async ({ auth, params }) =>
    booking.deleteSaved(ctx, auth.user.id, params.id!),
  );
}
