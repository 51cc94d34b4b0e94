import { exportLeads, exportRefusal, transportMessages } from '@sme/api';
import { consolePaths } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import { httpExchange } from '../console.ts';
import type { ContextFactory } from './context.ts';

/**
 * The inbox's current filter (the query string: kind, status, assignee, from, to, q) as a CSV file, streamed while
 * the database is read a page at a time. Its path is under the console's base, so it is sent no-store and noindex.
 *
 * A GET that only a script of the console's own can make: it must carry X-Requested-With, which a page on another
 * site cannot add without a CORS preflight this server never approves, and a link or a navigation never sends. So
 * another site cannot make a signed-in member of staff export (and fill the audit log) by sending them to this
 * address. The console fetches it with the header and saves the answer as a file.
 */
export function registerConsoleExport(app: FastifyInstance, createContext: ContextFactory) {
  app.get(consolePaths.export, async (request, reply) => {
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      const message = transportMessages.xhrMissing;
      return reply.code(403).send({ error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } });
    }
    const ctx = { ...createContext({ req: request }), http: httpExchange(request, reply) };
    try {
      const { filename, csv } = await exportLeads(ctx, request.query);
      csv.on('error', (error: Error & { code?: string }) =>
        app.log.error({ route: consolePaths.export, cause: error.name, causeCode: error.code }, 'export failed'),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    } catch (cause) {
      const { status, body } = exportRefusal(cause, ctx);
      if (status >= 500) app.log.error({ route: consolePaths.export, cause: (cause as Error).name }, 'export failed');
      return reply.code(status).send(body);
    }
  });
}
