import { publicProcedure, router } from '../../trpc.ts';
import { restMeta } from '../rest-meta.ts';
import { contactUsHandler } from './contact-us.handler.ts';
import { contactUsInput, submittedOutput } from './contact-us.schema.ts';
import { popupHandler } from './popup.handler.ts';
import { popupInput } from './popup.schema.ts';
import { registerHandler } from './register.handler.ts';
import { registerInput } from './register.schema.ts';

const rest = restMeta('Forms');

export const formsRouter = router({
  contactUs: publicProcedure
    .meta(rest('POST', '/form-submit/contact-us', 'Send an enquiry'))
    .input(contactUsInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => contactUsHandler(ctx, input)),

  register: publicProcedure
    .meta(rest('POST', '/form-submit/register', 'Register as a partner (affiliate programme)'))
    .input(registerInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => registerHandler(ctx, input)),

  popup: publicProcedure
    .meta(rest('POST', '/form-submit/popup', "Send the 'Let's talk' popup"))
    .input(popupInput)
    .output(submittedOutput)
    .mutation(({ ctx, input }) => popupHandler(ctx, input)),
});
