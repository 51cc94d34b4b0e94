import { router } from '../../../trpc.ts';
import { adminProcedure, consoleProcedure } from '../procedures.ts';
import { getFinanceHandler, saveFinanceHandler } from './finance.handler.ts';
import { financeSaveInput } from './finance.schema.ts';

/**
 * The figures behind the site's calculators (loan, cash advance, energy): admins and agents read them (agents to
 * explain them on a call); only admins change them.
 */
export const adminFinanceRouter = router({
  get: consoleProcedure.query(({ ctx }) => getFinanceHandler(ctx)),
  save: adminProcedure.input(financeSaveInput).mutation(({ ctx, input }) => saveFinanceHandler(ctx, input)),
});
