import { router } from '../../trpc.ts';
import { mutation } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { contactUsHandler } from './contact-us.handler.ts';
import { contactUsInput, submittedOutput } from './contact-us.schema.ts';
import { popupHandler } from './popup.handler.ts';
import { popupInput } from './popup.schema.ts';
import { registerHandler } from './register.handler.ts';
import { registerInput } from './register.schema.ts';

const rest = restMeta('Forms');

export const formsRouter = router({
  contactUs: mutation({
    rest: rest('POST', '/form-submit/contact-us', 'Send an enquiry'),
    input: contactUsInput,
    output: submittedOutput,
    handler: contactUsHandler,
  }),

  register: mutation({
    rest: rest('POST', '/form-submit/register', 'Register as a partner (affiliate programme)'),
    input: registerInput,
    output: submittedOutput,
    handler: registerHandler,
  }),

  popup: mutation({
    rest: rest('POST', '/form-submit/popup', "Send the 'Let's talk' popup"),
    input: popupInput,
    output: submittedOutput,
    handler: popupHandler,
  }),
});
