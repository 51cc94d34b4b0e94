import {
  createConsoleAuth,
  ensureAdmin,
  logBackgroundFailure,
  runRetention,
  storedSessionSecret,
  type ConsoleAuth,
  type HttpExchange,
} from '@sme/api';
import type { Database } from '@sme/db';
import { CONSOLE_PROCEDURE_PREFIX, consolePaths, PARTNER_PROCEDURE_PREFIX, partnerPaths } from '@sme/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicUrlOf, type Config } from './config.ts';

const DAY = 24 * 60 * 60 * 1000;

// The paths as written: a character that means something in a regular expression is escaped.
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Console pages and procedures: never stored by a browser or proxy, never indexed. Anything at or under the
 * console's base (its pages, the CSV export, an unknown console path's 404), and any /trpc call, batch or not,
 * that names a console procedure.
 */
export const consolePath = new RegExp(
  `^(${literally(consolePaths.base)}(/|$|\\?)|/trpc/[^?]*${literally(CONSOLE_PROCEDURE_PREFIX)}` +
    // The partners' portal likewise: its pages and its procedures show a partner's own referrals.
    `|${literally(partnerPaths.base)}(/|$|\\?)|/trpc/[^?]*${literally(PARTNER_PROCEDURE_PREFIX)})`,
);

/**
 * The operator console's server side: sign-in (better-auth on this database), the first admin from the
 * settings, the privacy headers of its pages and calls, and the daily retention job.
 */
export async function setUpConsole(app: FastifyInstance, config: Config, db: Database): Promise<ConsoleAuth> {
  const secret = config.AUTH_SECRET ?? (await storedSessionSecret(db.prisma));
  const auth = createConsoleAuth({
    prisma: db.prisma,
    secret,
    baseURL: publicUrlOf(config),
  });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const account = { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
    // Under the start lock, as migrations and the seed: instances starting together would otherwise both create
    // the account, and the one that lost the race exited on the duplicate e-mail address.
    const outcome = await db.exclusive(() => ensureAdmin(auth, db.prisma, account));
    app.log.info(`console admin from ADMIN_EMAIL ${outcome === 'created' ? 'created' : 'is an admin'}`);
  }

  app.addHook('onSend', async (request, reply) => {
    if (!consolePath.test(request.url)) return;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });

  await db.maintain();
  // Daily upkeep: the privacy policy's retention periods, then the embedded database's statistics.
  const upkeep = async () => {
    if (config.RETENTION_JOB) {
      await runRetention(db.prisma).then(
        ({ erased }) => app.log.info({ erased }, 'retention job ran'),
        (error: Error) => logBackgroundFailure(app.log, error, {}, 'retention job failed'),
      );
    }
    await db.maintain().catch((error: Error) => logBackgroundFailure(app.log, error, {}, 'database upkeep failed'));
  };
  // First a minute after start (not while the server is still warming up), then daily.
  const first = setTimeout(upkeep, 60_000).unref();
  const daily = setInterval(upkeep, DAY).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(daily);
  });
  return auth;
}

/**
 * How many procedures a tRPC call names: a batch lists them in its path (/trpc/a,b,c?batch=1), where tRPC itself
 * reads them, commas possibly encoded.
 */
function proceduresNamed(url: string): number {
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith('/trpc/')) return 1;
  return path.slice('/trpc/'.length).split(/,|%2C/i).length;
}

/**
 * What a console procedure needs of the request and reply: the session cookie in, Set-Cookie out, the client's
 * address (request.ip: the proxy's word for it only when TRUST_PROXY names that proxy) and the batch's size.
 */
export function httpExchange(request: FastifyRequest, reply: FastifyReply): HttpExchange {
  // Only the cookie goes to the auth library: this server's own XHR check stands in for its origin check.
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  return {
    headers,
    secure: request.protocol === 'https',
    address: request.ip,
    calls: proceduresNamed(request.url),
    setCookies: (cookies) => {
      for (const cookie of cookies) void reply.header('set-cookie', cookie);
    },
  };
}
