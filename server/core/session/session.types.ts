import type { SessionRow } from './session.repo.ts';
import type { UserRow } from './user.dto.ts';

/** Who a request comes from: the signed-in user and their session. */
export interface AuthState {
  user: UserRow;
  session: SessionRow;
}
