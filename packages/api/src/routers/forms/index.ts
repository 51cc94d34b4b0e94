import { publicProcedure, router } from '../../trpc.ts';
import { contactUsHandler } from './contact-us.handler.ts';
import { contactUsInput, submittedOutput } from './contact-us.schema.ts';

const tags = ['Forms'];

export const formsRouter = router({
  contactUs: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/form-submit/contact-us', protect: false, tags, summary: 'Send an enquiry' },
    })
    .input(contactUsInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => contactUsHandler(ctx, input)),
});
