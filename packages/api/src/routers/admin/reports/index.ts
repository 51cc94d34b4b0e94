import { router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { attributionHandler } from './attribution.handler.ts';
import { attributionInput } from './attribution.schema.ts';
import { funnelsHandler } from './funnels.handler.ts';
import { funnelsInput } from './funnels.schema.ts';
import { speedToLeadHandler } from './speed-to-lead.handler.ts';
import { speedToLeadInput } from './speed-to-lead.schema.ts';

/**
 * The console's reports. Every signed-in user sees them, agents as well as admins: a sales team works to the
 * "answered within 3 minutes" figure together, and the reports hold no visitor's personal data (counts, times,
 * channels, partners' and staff names only).
 */
export const reportsRouter = router({
  speedToLead: consoleProcedure.input(speedToLeadInput).query(({ ctx, input }) => speedToLeadHandler(ctx, input)),
  attribution: consoleProcedure.input(attributionInput).query(({ ctx, input }) => attributionHandler(ctx, input)),
  funnels: consoleProcedure.input(funnelsInput).query(({ ctx, input }) => funnelsHandler(ctx, input)),
});
