import { publicProcedure, router } from '../../trpc.ts';
import { contactUsHandler } from './contact-us.handler.ts';
import { contactUsInput, submittedOutput } from './contact-us.schema.ts';
import { popupHandler } from './popup.handler.ts';
import { popupInput } from './popup.schema.ts';
import { registerHandler } from './register.handler.ts';
import { registerInput } from './register.schema.ts';

const tags = ['Forms'];

export const formsRouter = router({
  contactUs: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/form-submit/contact-us', protect: false, tags, summary: 'Send an enquiry' },
    })
    .input(contactUsInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => contactUsHandler(ctx, input)),

  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/form-submit/register',
        protect: false,
        tags,
        summary: 'Register as a partner (affiliate programme)',
      },
    })
    .input(registerInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => registerHandler(ctx, input)),

  popup: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/form-submit/popup',
        protect: false,
        tags,
        summary: "Send the 'Let's talk' popup",
      },
    })
    .input(popupInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => popupHandler(ctx, input)),
});
