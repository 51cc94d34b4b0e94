import type { z } from 'zod';
import type { Context } from '../../context.ts';
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

/** A form the site sends whole in one POST, answered with the message it shows the visitor. */
function form<Input extends z.ZodType>(
  path: `/${string}`,
  summary: string,
  input: Input,
  handler: (ctx: Context, input: z.output<Input>) => Promise<z.input<typeof submittedOutput>>,
) {
  return mutation({ rest: rest('POST', path, summary), input, output: submittedOutput, handler });
}

export const formsRouter = router({
  contactUs: form('/form-submit/contact-us', 'Send an enquiry', contactUsInput, contactUsHandler),

  register: form(
    '/form-submit/register',
    'Register as a partner (affiliate programme)',
    registerInput,
    registerHandler,
  ),

  popup: form('/form-submit/popup', "Send the 'Let's talk' popup", popupInput, popupHandler),
});
