import nodemailer from 'nodemailer';
import type { Mailer } from '../../context.ts';

export interface SmtpMailerSettings {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the start. */
  smtpUrl: string;
  from: string;
}

/**
 * The server's own e-mails to one person at a time (a partner's invitation), over SMTP. Not pooled: these are
 * rare, and a connection left open would only hold the mail server's slot.
 */
export function smtpMailer(settings: SmtpMailerSettings): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
    close: () => transport.close(),
  };
}
