import { mailSenders, startDeliveryWorker, webhookSender, type DeliveryChannels } from '@sme/api';
import type { Database } from '@sme/db';
import { describeOfficeHours, SITE_NAME } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import { publicUrlOf, type Config } from './config.ts';

/**
 * Lead delivery: e-mail to the business and the visitor (SMTP), the signed webhook for the CRM, and the worker
 * that sends what the outbox holds. A channel without its settings is off, said once in the start log; its
 * deliveries are marked skipped with the reason, which the console shows.
 */
export function setUpDeliveries(app: FastifyInstance, config: Config, db: Database): void {
  const publicUrl = publicUrlOf(config);
  const site = {
    phone: config.SITE_PHONE,
    email: config.SITE_EMAIL,
    address: config.SITE_ADDRESS,
    publicUrl,
    officeHours: describeOfficeHours(config.OFFICE_HOURS),
    officeWeek: config.OFFICE_HOURS,
  };
  const mail = config.SMTP_URL
    ? mailSenders(
        {
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM ?? `"${SITE_NAME}" <${config.SITE_EMAIL}>`,
          notifyTo: config.LEAD_NOTIFY_TO,
        },
        site,
      )
    : null;
  if (!mail) app.log.info('lead e-mails are off: SMTP_URL is not set');
  else if (config.LEAD_NOTIFY_TO.length === 0)
    app.log.info('lead e-mails to the business are off: LEAD_NOTIFY_TO is not set');
  if (!config.WEBHOOK_URL) app.log.info('lead webhook is off: WEBHOOK_URL is not set');
  else if (config.WEBHOOK_SECRET_NEXT)
    app.log.info('lead webhook signs with two secrets (a rotation): WEBHOOK_SECRET and WEBHOOK_SECRET_NEXT');

  const channels: DeliveryChannels = {
    business_email: !mail
      ? { off: 'SMTP_URL is not set on the server.' }
      : config.LEAD_NOTIFY_TO.length === 0
        ? { off: 'LEAD_NOTIFY_TO is not set on the server.' }
        : mail.business,
    visitor_email: mail ? mail.visitor : { off: 'SMTP_URL is not set on the server.' },
    webhook:
      config.WEBHOOK_URL && config.WEBHOOK_SECRET
        ? webhookSender({
            url: config.WEBHOOK_URL,
            secret: config.WEBHOOK_SECRET,
            nextSecret: config.WEBHOOK_SECRET_NEXT,
            userAgent: `${SITE_NAME} webhook`,
          })
        : { off: 'WEBHOOK_URL is not set on the server.' },
  };
  const worker = startDeliveryWorker({ prisma: db.prisma, channels, publicUrl, log: app.log, tidy: db.tidyOutbox });
  app.addHook('onClose', async () => {
    await worker.stop();
    mail?.close();
  });
}
