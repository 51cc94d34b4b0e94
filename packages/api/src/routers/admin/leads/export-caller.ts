import { getTRPCErrorFromUnknown, getTRPCErrorShape } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context } from '../../../context.ts';
import { createCallerFactory, router } from '../../../trpc.ts';
import { consoleProcedure } from '../procedures.ts';
import { exportHandler, type LeadsExport } from './export.handler.ts';
import { leadFilters, type LeadFilters } from './filters.schema.ts';

/** The procedure path its refusals name, as when the export was one of the router's procedures. */
const PATH = 'admin.leads.export';

/**
 * The CSV export is a file streamed as it is read, which a tRPC answer cannot be, so the server serves it on a
 * route of its own. It is still called as a console procedure, through tRPC's server-side caller: the same
 * session and role check, the same input schema and the same refusals as every other console call. It is kept
 * out of the router the site and REST serve, where it could only be sent whole.
 */
const exportRouter = router({
  export: consoleProcedure.input(leadFilters).query(({ ctx, input }) => exportHandler(ctx, input)),
});
const exportCaller = createCallerFactory(exportRouter);

/** The export of the leads `query` selects (the inbox's filters, as strings), or a refusal (a TRPCError). */
export function exportLeads(ctx: Context, query: unknown): Promise<LeadsExport> {
  return exportCaller(ctx).export(query as LeadFilters);
}

/** A refused or failed export as /trpc would answer it, so the console reads it as it reads any other refusal. */
export function exportRefusal(cause: unknown, ctx: Context): { status: number; body: unknown } {
  const error = getTRPCErrorFromUnknown(cause);
  const shape = getTRPCErrorShape({
    config: exportRouter._def._config,
    error,
    type: 'query',
    path: PATH,
    input: undefined,
    ctx,
  });
  return { status: getHTTPStatusCodeFromError(error), body: { error: shape } };
}
