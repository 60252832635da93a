import type { FastifyInstance } from 'fastify';
import { bookingContracts as c } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as booking from './booking.service.ts';
import { myAvailability, saveAvailability } from './availability.service.ts';
import { teaching } from './teaching.service.ts';

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  booking.registerHoldExpiryJob(ctx);
  // Browsing tutors and their free hours needs no account; taking a seat does.
  const open = { access: 'public' as const, allowWhilePasswordUnset: true };
  const learner = { access: { permission: 'learning:use' as const } };
  const tutor = { access: { permission: 'teaching:use' as const } };

  route(app, c.bookingTutors, open, async ({ input }) =>
    booking.bookingTutors(ctx, input.skillId, input.format),
  );
  route(app, c.tutorSlots, open, async ({ params, input }) => booking.tutorSlots(ctx, params.id!, input));
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
  route(app, c.myAvailability, tutor, async ({ auth }) => myAvailability(ctx, auth.user.id));
  route(app, c.saveAvailability, tutor, async ({ auth, input }) =>
    saveAvailability(ctx, auth.user.id, input),
  );
  route(app, c.deleteSaved, learner, async ({ auth, params }) =>
    booking.deleteSaved(ctx, auth.user.id, params.id!),
  );
}
