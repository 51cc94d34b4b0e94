import { router } from '../../trpc.ts';
import { auditRouter } from './audit/index.ts';
import { callsDueRouter } from './calls-due/index.ts';
import { contentRouter } from './content/index.ts';
import { adminFinanceRouter } from './finance/index.ts';
import { followUpsRouter } from './follow-ups/index.ts';
import { leadsRouter } from './leads/index.ts';
import { liveRouter } from './live/index.ts';
import { partnersRouter } from './partners/index.ts';
import { reportsRouter } from './reports/index.ts';
import { sessionRouter } from './session/index.ts';
import { usersRouter } from './users/index.ts';

/** The operator console: signed-in staff only; no REST path, not in openapi.json. */
export const adminRouter = router({
  session: sessionRouter,
  leads: leadsRouter,
  users: usersRouter,
  audit: auditRouter,
  live: liveRouter,
  followUps: followUpsRouter,
  reports: reportsRouter,
  callsDue: callsDueRouter,
  partners: partnersRouter,
  content: contentRouter,
  finance: adminFinanceRouter,
});
