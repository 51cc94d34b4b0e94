import { calendlyClient, startBookingDetailsWorker } from '@sme/api';
import type { Database } from '@sme/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * The booked calls' details (who booked, when the call is), read from the scheduling service's API with
 * CALENDLY_TOKEN by a worker of their own, never in the visitor's request. Without the token nothing is read, said
 * once in the start log, and the console points staff to the scheduling account. Answers whether it is on.
 */
export function setUpBookingDetails(app: FastifyInstance, config: Config, db: Database): 'on' | 'off' {
  if (!config.CALENDLY_TOKEN) {
    app.log.info('booking details are off: CALENDLY_TOKEN is not set');
    return 'off';
  }
  const client = calendlyClient({ token: config.CALENDLY_TOKEN, apiUrl: config.CALENDLY_API_URL });
  const worker = startBookingDetailsWorker({
    prisma: db.prisma,
    client,
    log: app.log,
    roundRobin: config.LEAD_ROUND_ROBIN,
  });
  app.addHook('onClose', () => worker.stop());
  return 'on';
}
