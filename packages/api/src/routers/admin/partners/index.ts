import { router } from '../../../trpc.ts';
import { adminProcedure, consoleProcedure } from '../procedures.ts';
import { setAccessHandler } from './access.handler.ts';
import { approveHandler, resendInvitationHandler } from './approve.handler.ts';
import {
  defaultRatesHandler,
  forRegistrationHandler,
  getHandler,
  listHandler,
  optionsHandler,
  setRateHandler,
  statementHandler,
} from './partners.handler.ts';
import { partnerInput, registrationInput, setAccessInput, setRateInput, statementInput } from './partners.schema.ts';

/** The affiliate partners: staff see them and their statements; admins approve them and set their rates. */
export const partnersRouter = router({
  approve: adminProcedure.input(registrationInput).mutation(({ ctx, input }) => approveHandler(ctx, input)),
  resendInvitation: adminProcedure
    .input(partnerInput)
    .mutation(({ ctx, input }) => resendInvitationHandler(ctx, input)),
  setAccess: adminProcedure.input(setAccessInput).mutation(({ ctx, input }) => setAccessHandler(ctx, input)),
  forRegistration: consoleProcedure
    .input(registrationInput)
    .query(({ ctx, input }) => forRegistrationHandler(ctx, input)),
  list: consoleProcedure.query(({ ctx }) => listHandler(ctx)),
  options: consoleProcedure.query(({ ctx }) => optionsHandler(ctx)),
  get: consoleProcedure.input(partnerInput).query(({ ctx, input }) => getHandler(ctx, input)),
  setRate: adminProcedure.input(setRateInput).mutation(({ ctx, input }) => setRateHandler(ctx, input)),
  defaultRates: consoleProcedure.query(({ ctx }) => defaultRatesHandler(ctx)),
  statement: consoleProcedure.input(statementInput).query(({ ctx, input }) => statementHandler(ctx, input)),
});
