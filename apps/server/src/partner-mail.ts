import { smtpMailer, type Mailer } from '@sme/api';
import { SITE_NAME } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * The server's e-mails to one person (a partner's invitation to set a password), over SMTP_URL from MAIL_FROM, as
 * the lead e-mails. Without SMTP_URL there is none: the admin who approves a partner is given the link to pass on.
 */
export function setUpMailer(app: FastifyInstance, config: Config): Mailer | undefined {
  if (!config.SMTP_URL) return undefined;
  const mailer = smtpMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `"${SITE_NAME}" <${config.SITE_EMAIL}>`,
  });
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}
