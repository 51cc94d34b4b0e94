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

const answered =
  "Answers the message the site shows and the lead's id (collections.lead_id), which the lead's webhook events " +
  "carry as lead.id. The same submission again within the duplicate window answers the first one's id; one taken " +
  "for a bot's is answered alike, so the answer never tells which it was.";

/** A form the site sends whole in one POST, answered with the message it shows the visitor and the lead's id. */
function form<Input extends z.ZodType>(
  path: `/${string}`,
  summary: string,
  input: Input,
  handler: (ctx: Context, input: z.output<Input>) => Promise<z.input<typeof submittedOutput>>,
) {
  return mutation({ rest: rest('POST', path, summary, answered), input, output: submittedOutput, handler });
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
