import type { ConsoleAuth } from '../../../services/console-auth/auth.ts';
import type { HttpExchange } from '../../../context.ts';
import { staffRoleOf } from '../procedures.ts';

/**
 * Whether the session a stream was opened with still holds for the same user, not disabled, and in a role that works
 * leads (an agent made an editor must stop hearing of them): read from the database as every call's is. It never
 * moves the session's end on (an open tab alone must not keep a session alive).
 */
export async function stillSignedIn(auth: ConsoleAuth, http: HttpExchange, userId: string): Promise<boolean> {
  const session = await auth.api.getSession({ headers: http.headers, query: { disableRefresh: true } });
  if (!session || session.user.id !== userId || session.user.banned) return false;
  const role = staffRoleOf((session.user as { role?: string | null }).role);
  return role === 'admin' || role === 'agent';
}
