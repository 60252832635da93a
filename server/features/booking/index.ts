export { registerBookingRoutes } from './booking.routes.ts';
export { HOLD_EXPIRY_QUEUE, expireHold, holdSeat, mySeats } from './booking.service.ts';
export { slotsForDay, slotStartsForDay, withinAvailability, isTimeZone } from './slots.policy.ts';
export { nextFreeSlots, viewerTimeZone } from './next-available.service.ts';
export { moveSeat } from './seat-move.service.ts';
export { confirmPaidSeat, seatForCheckout } from './booking.service.ts';
export { cancelSeatForRefund, SEAT_CANCELLED_REFUND_QUEUE } from './booking.service.ts';
