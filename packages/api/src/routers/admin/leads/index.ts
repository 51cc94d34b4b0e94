import { router } from '../../../trpc.ts';
import { eraseLead } from '../../../services/lead-inbox/erase.ts';
import { resendDelivery } from '../../../services/lead-delivery/lead-deliveries.ts';
import { adminProcedure, consoleProcedure } from '../procedures.ts';
import { setPartnerHandler, sourceChoicesHandler } from './attribution.handler.ts';
import { setPartnerInput, setPartnerOutput, sourceChoicesOutput } from './attribution.schema.ts';
import { deleteNoteHandler, deleteNoteInput } from './delete-note.handler.ts';
import { correctAnswerHandler } from './correct-answer.handler.ts';
import { correctAnswerInput } from './correct-answer.schema.ts';
import { comingDueHandler } from './coming-due.handler.ts';
import { detailHandler } from './detail.handler.ts';
import { deliveryIdInput, leadIdInput, listInput } from './filters.schema.ts';
import { listHandler } from './list.handler.ts';
import { doNotContactInput, logContactInput } from './contact.schema.ts';
import { doNotContactHandler } from './do-not-contact.handler.ts';
import { logContactHandler } from './log-contact.handler.ts';
import { leaveHandler, viewersHandler, viewingHandler } from './presence.handler.ts';
import { waitingCountHandler } from './waiting-count.handler.ts';
import { addNoteHandler, assignHandler, setStatusHandler } from './work.handler.ts';
import { addNoteInput, assignInput, setStatusInput } from './work.schema.ts';
import { consoleMessages } from '@sme/domain';
import { notFound } from '../../../trpc.ts';

export const leadsRouter = router({
  list: consoleProcedure.input(listInput).query(({ ctx, input }) => listHandler(ctx, input)),
  detail: consoleProcedure.input(leadIdInput).query(({ ctx, input }) => detailHandler(ctx, input)),
  waitingCount: consoleProcedure.query(({ ctx }) => waitingCountHandler(ctx)),
  comingDue: consoleProcedure.query(({ ctx }) => comingDueHandler(ctx)),
  setStatus: consoleProcedure.input(setStatusInput).mutation(({ ctx, input }) => setStatusHandler(ctx, input)),
  addNote: consoleProcedure.input(addNoteInput).mutation(({ ctx, input }) => addNoteHandler(ctx, input)),
  assign: consoleProcedure.input(assignInput).mutation(({ ctx, input }) => assignHandler(ctx, input)),
  deleteNote: consoleProcedure.input(deleteNoteInput).mutation(({ ctx, input }) => deleteNoteHandler(ctx, input)),
  logContact: consoleProcedure.input(logContactInput).mutation(({ ctx, input }) => logContactHandler(ctx, input)),
  // Who else has the lead open ("Sam Okafor is on this lead"): its page says so as it opens, once a minute, and as it
  // closes; the others hear of each arrival and departure on the live stream.
  viewers: consoleProcedure.input(leadIdInput).query(({ ctx, input }) => viewersHandler(ctx, input)),
  viewing: consoleProcedure.input(leadIdInput).mutation(({ ctx, input }) => viewingHandler(ctx, input)),
  leave: consoleProcedure.input(leadIdInput).mutation(({ ctx, input }) => leaveHandler(ctx, input)),
  doNotContact: consoleProcedure.input(doNotContactInput).mutation(({ ctx, input }) => doNotContactHandler(ctx, input)),
  correctAnswer: consoleProcedure
    .input(correctAnswerInput)
    .mutation(({ ctx, input }) => correctAnswerHandler(ctx, input)),
  // Where the lead came from: staff correct "Referred by"; the choices for that and for the inbox's filters.
  setPartner: consoleProcedure
    .input(setPartnerInput)
    .output(setPartnerOutput)
    .mutation(({ ctx, input }) => setPartnerHandler(ctx, input)),
  sourceChoices: consoleProcedure.output(sourceChoicesOutput).query(({ ctx }) => sourceChoicesHandler(ctx)),
  // The CSV export is a file streamed to the browser: the server serves it as GET /admin/leads.csv (export-caller.ts).
  erase: adminProcedure.input(leadIdInput).mutation(async ({ ctx, input }) => {
    const exists = await ctx.prisma.lead.count({ where: { id: input.id } });
    if (!exists) throw notFound(consoleMessages.leadNotFound);
    await ctx.prisma.$transaction((tx) => eraseLead(tx, input.id, ctx.user.id));
    return { erased: true };
  }),
  /** Sends a delivery (e-mail or webhook) again: now, with a new 24 hours of tries. */
  resendDelivery: adminProcedure.input(deliveryIdInput).mutation(async ({ ctx, input }) => {
    if (!(await resendDelivery(ctx.prisma, input.id, ctx.user.id))) throw notFound(consoleMessages.deliveryNotFound);
    return { queued: true };
  }),
});
