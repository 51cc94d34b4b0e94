import { createCaller, errorMessages } from '@sme/api';
import { SEARCH_FIELD, SENT_PARAM, type PlainFormName, type PostedForm } from '@sme/web/islands-locals';
import { carryVisit, visitCarriedBy } from '@sme/web/visit-params';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseFormBody } from './body-limits.ts';
import { bookingTakers } from './booking-forms.ts';
import { cashAdvanceTakers } from './cash-advance-forms.ts';
import type { ContextFactory } from './context.ts';
import { energyStepTakers } from './energy-step-forms.ts';
import { loanStepTakers } from './loan-step-forms.ts';
import { waterWasteStepTakers } from './water-waste-step-forms.ts';
import { FormRefused, type TakePlainForm } from './plain-form-taking.ts';

/** A browser says another site sent the form (a page there posting leads in its visitors' names). */
export const otherSiteMessage = 'This form can only be sent from this site’s own pages.';

/** The largest plain form a page takes: an enquiry's fields with a long message, well short of it. */
const FORM_BODY_LIMIT = 32 * 1024;

const thanksAt = (form: PlainFormName, path: string) => `${path}?${SENT_PARAM}=${form}`;

/** Each plain form: what it sends (its fields as the REST layer takes them) and through which procedure. */
const plainForms: Record<PlainFormName, TakePlainForm> = {
  enquiry: async (api, fields, page) => {
    await api.forms.contactUs(fields);
    return thanksAt('enquiry', page.pathname);
  },
  register: async (api, fields, page) => {
    // As typed: the procedure's own rules check every field and answer in the spec's words.
    await api.forms.register(fields as Parameters<typeof api.forms.register>[0]);
    return thanksAt('register', page.pathname);
  },
  ...bookingTakers,
  ...loanStepTakers,
  ...energyStepTakers,
  ...waterWasteStepTakers,
  ...cashAdvanceTakers,
};

/** Sends the islands page at `url` with the server's answer to its plain form; false: no such page. */
export type RenderPosted = (
  request: FastifyRequest,
  reply: FastifyReply,
  posted: PostedForm,
  status: number,
) => Promise<boolean>;

/**
 * A lead form or a flow's step on a page moved to islands is a plain HTML form (method POST to the page): sent
 * before its island's code arrives, it is answered here through the same procedure its island calls. Taken: a
 * redirect (Post/Redirect/Get: a reload does not send it again) to the page with `?sent=<form>`, which thanks the
 * visitor, or to the flow's next step. Refused: the page again with the problems and the values kept. Only from this
 * site's own pages (fromThisSite): /api and /trpc refuse other sites by their XHR header, which a plain form cannot
 * send.
 */
export function registerPageForms(
  app: FastifyInstance,
  createContext: ContextFactory,
  {
    holdsForm,
    render,
  }: { holdsForm: (request: FastifyRequest, form: PlainFormName) => Promise<boolean>; render: RenderPosted },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, parseFormBody(String(body)));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.post('/*', async (request, reply) => {
      const fields = textFields(request.body);
      const form = fields.form as PlainFormName | undefined;
      // Only a page that holds this plain form takes it (one moved to islands): elsewhere nobody would be thanked.
      if (!form || !Object.hasOwn(plainForms, form) || !(await holdsForm(request, form))) return reply.callNotFound();
      if (!fromThisSite(request)) return reply.code(403).type('text/plain; charset=utf-8').send(otherSiteMessage);
      delete fields.form;
      const page = new URL(request.url, 'http://localhost');
      // Where the visit came from: as the page's script adds it to the form, or, sent before that script ran, as the
      // page's address still carries it from the page before (withVisit). It goes on to the next page the same way.
      const carried = visitCarriedBy(page.searchParams);
      for (const [name, value] of Object.entries(carried ?? {})) fields[name] ??= value;
      const visit = visitCarriedBy(new URLSearchParams(fields));
      // A step's 'Search Address' sent before the code: nothing is saved, the page shows what it found (its render
      // looks the post code up) with everything typed kept.
      if (fields[SEARCH_FIELD]) {
        const posted: PostedForm = { form, values: fields, problems: [] };
        return (await render(request, reply, posted, 200)) ? reply : reply.callNotFound();
      }
      let location: string;
      try {
        location = await plainForms[form](createCaller(createContext({ req: request.raw })), fields, page);
      } catch (error) {
        if (error instanceof FormRefused) {
          const posted: PostedForm = { form, values: fields, problems: [...new Set(error.problems)] };
          return (await render(request, reply, posted, 422)) ? reply : reply.callNotFound();
        }
        if (!(error instanceof TRPCError)) throw error;
        const status = error.code === 'SERVICE_UNAVAILABLE' ? 503 : error.code === 'INTERNAL_SERVER_ERROR' ? 500 : 422;
        if (status === 503) reply.header('retry-after', '5');
        // A fault of ours, as the tRPC and REST layers log theirs: never the input, which holds personal data.
        if (status === 500) request.log.error({ form, cause: (error.cause as Error | undefined)?.name }, 'form failed');
        const posted: PostedForm = { form, values: fields, problems: errorMessages(error) };
        return (await render(request, reply, posted, status)) ? reply : reply.callNotFound();
      }
      const next = visit ? carryVisit(new URL(location, page), visit) : undefined;
      return reply
        .code(303)
        .header('location', next ? `${next.pathname}${next.search}${next.hash}` : location)
        .header('cache-control', 'no-store')
        .send();
    });
  });
}

/** The form's text fields (a name sent twice counts once, as the first). */
function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') fields[name] = text;
  }
  return fields;
}

/**
 * Whether the browser says the form came from one of this site's pages. Browsers since 2023 send Sec-Fetch-Site
 * with every request, and it decides. Older ones send Origin with a POST, but as "null" under this site's
 * Referrer-Policy (no-referrer, helmet's), which tells nothing; a client that sends neither is not a browser another
 * site could drive.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    // The host the browser asked for, read with the page's own scheme: behind a proxy that ends HTTPS, this server
    // hears http on its own port, while the browser's origin is https.
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}
