import { router } from '../../trpc.ts';
import { auditRouter } from './audit/index.ts';
import { leadsRouter } from './leads/index.ts';
import { sessionRouter } from './session/index.ts';
import { usersRouter } from './users/index.ts';

/** The operator console: signed-in staff only; no REST path, not in openapi.json. */
export const adminRouter = router({
  session: sessionRouter,
  leads: leadsRouter,
  users: usersRouter,
  audit: auditRouter,
});
