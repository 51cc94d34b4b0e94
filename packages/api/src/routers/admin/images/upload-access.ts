import { imageMessages } from '@sme/domain';
import { TRPCError, getTRPCErrorFromUnknown } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context } from '../../../context.ts';
import { ImageRefusal } from '../../../services/content/images/index.ts';
import { createCallerFactory, router } from '../../../trpc.ts';
import { contentEditProcedure, type ConsoleUser } from '../procedures.ts';

/**
 * Who may upload a picture: the server takes uploads on a route of its own (a file is no tRPC input), and asks
 * here, through tRPC's server-side caller, so the session and role are checked as for every other content edit, with
 * the same refusals: admins and editors; an agent is refused, and a partner or no session is asked to sign in.
 */
const accessRouter = router({
  uploader: contentEditProcedure.query(({ ctx }): ConsoleUser => ctx.user),
});
const accessCaller = createCallerFactory(accessRouter);

/** The member of staff uploading, or a refusal (a TRPCError). */
export function imageUploader(ctx: Context): Promise<ConsoleUser> {
  return accessCaller(ctx).uploader();
}

/** A refused or failed upload as its status and the message for the uploader. */
export function imageUploadRefusal(cause: unknown): { status: number; message: string } {
  if (cause instanceof ImageRefusal) return { status: cause.status, message: cause.message };
  const error = cause instanceof TRPCError ? cause : getTRPCErrorFromUnknown(cause);
  const status = getHTTPStatusCodeFromError(error);
  // Whatever went wrong inside is the server's to log, not the uploader's to read.
  return { status, message: status >= 500 ? imageMessages.storeFailed : error.message };
}
