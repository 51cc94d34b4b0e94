import { router } from '../../../../trpc.ts';
import { contentEditProcedure, staffProcedure } from '../../procedures.ts';
import { publishHandler, unpublishHandler } from './publish.handler.ts';
import { getHandler, historyHandler, listHandler, previewHandler } from './read.handler.ts';
import { restoreHandler } from './restore.handler.ts';
import { saveHandler } from './save.handler.ts';
import { postIdInput, previewInput, publishInput, restoreInput, saveInput } from './posts.schema.ts';

/** Content → Posts: every member of staff reads the posts; admins and editors write, publish and restore them. */
export const postsRouter = router({
  list: staffProcedure.query(({ ctx }) => listHandler(ctx)),
  get: staffProcedure.input(postIdInput).query(({ ctx, input }) => getHandler(ctx, input)),
  // A mutation (POST): the body is too long for a query's URL.
  // A mutation (POST): a body of any length fits no query's URL.
  preview: staffProcedure.input(previewInput).mutation(({ input }) => previewHandler(input)),
  history: staffProcedure.input(postIdInput).query(({ ctx, input }) => historyHandler(ctx, input)),
  save: contentEditProcedure.input(saveInput).mutation(({ ctx, input }) => saveHandler(ctx, input)),
  publish: contentEditProcedure.input(publishInput).mutation(({ ctx, input }) => publishHandler(ctx, input)),
  unpublish: contentEditProcedure.input(postIdInput).mutation(({ ctx, input }) => unpublishHandler(ctx, input)),
  restore: contentEditProcedure.input(restoreInput).mutation(({ ctx, input }) => restoreHandler(ctx, input)),
});
