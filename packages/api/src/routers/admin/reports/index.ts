import { router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { speedToLeadHandler } from './speed-to-lead.handler.ts';
import { speedToLeadInput } from './speed-to-lead.schema.ts';

/**
 * The console's reports. Every signed-in user sees them, agents as well as admins: a sales team works to the
 * "answered within 3 minutes" figure together, and the report holds no visitor's personal data (counts, times and
 * staff names only).
 */
export const reportsRouter = router({
  speedToLead: consoleProcedure.input(speedToLeadInput).query(({ ctx, input }) => speedToLeadHandler(ctx, input)),
});
