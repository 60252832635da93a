import { sql } from 'drizzle-orm';
import { users } from './schema/index.ts';

/** "Lea S.": how learners and tutors are named to each other (first name and initial only). */
export const shortName = sql<string>`${users.firstName} || ' ' || left(${users.lastName}, 1) || '.'`;
