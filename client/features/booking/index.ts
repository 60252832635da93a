export { MySessions, PastSessions } from './components/my-sessions';
export { bookingQueries } from './api/booking.queries';
export { TeachingSessions } from './components/teaching-sessions';
export { CalendarFeedCard } from './components/calendar-feed-card';
export { SkillStep } from './components/skill-step';
export { RecordAttendance } from './components/record-attendance';
export { formatHour, formatWhen } from './lib/time-zone';
export { canPay, payHref, PayNowLink } from './components/pay-now-link';
export { ChildrenGroupBadge } from './components/children-group-badge';
