import { router } from '../../../trpc.ts';
import { adminProcedure, consoleProcedure } from '../procedures.ts';
import {
  assigneesHandler,
  createUserHandler,
  listUsersHandler,
  setDisabledHandler,
  setRoleHandler,
  unlockSignInHandler,
} from './users.handler.ts';
import { createUserInput, setDisabledInput, setRoleInput, unlockSignInInput } from './users.schema.ts';

export const usersRouter = router({
  /** Who a lead can be assigned to (admins and agents): read by those who work leads. */
  assignees: consoleProcedure.query(({ ctx }) => assigneesHandler(ctx)),
  list: adminProcedure.query(({ ctx }) => listUsersHandler(ctx)),
  create: adminProcedure.input(createUserInput).mutation(({ ctx, input }) => createUserHandler(ctx, input)),
  setRole: adminProcedure.input(setRoleInput).mutation(({ ctx, input }) => setRoleHandler(ctx, input)),
  setDisabled: adminProcedure.input(setDisabledInput).mutation(({ ctx, input }) => setDisabledHandler(ctx, input)),
  unlockSignIn: adminProcedure.input(unlockSignInInput).mutation(({ ctx, input }) => unlockSignInHandler(ctx, input)),
});
