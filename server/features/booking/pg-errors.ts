// Moved to server/lib so the money features read database errors the same way (ADR 026).
export { isDeadlock, pgConstraintOf } from '../../lib/pg-errors.ts';
