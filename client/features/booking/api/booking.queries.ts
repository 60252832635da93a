import type { SessionFormat } from '../../../../common/constants';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The booking reads; their keys are their URLs (ADR 014), so a change can refresh them by prefix. */
export const bookingQueries = {
  tutors: (skillId: string, format: SessionFormat) =>
    endpointQuery(bookingEndpoints.bookingTutors, { skillId, format }),
  slots: (
    tutorId: string,
    input: { skillId: string; format: SessionFormat; date: string; timeZone: string },
  ) => endpointQuery(bookingEndpoints.tutorSlots, input, { id: tutorId }),
  mySeats: () => endpointQuery(bookingEndpoints.mySeats),
  saved: () => endpointQuery(bookingEndpoints.listSaved),
  teaching: () => endpointQuery(bookingEndpoints.teaching),
  availability: () => endpointQuery(bookingEndpoints.myAvailability),
};

/** Every booking read starts with this: after a booking or cancellation all of them are stale. */
export const BOOKING_KEY_PREFIX = '/api/booking/';
