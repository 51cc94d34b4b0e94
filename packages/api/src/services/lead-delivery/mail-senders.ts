import nodemailer from 'nodemailer';
import { DeliveryFailure, type Sender } from './channels.ts';
import { businessEmail, visitorEmail, type SiteDetails } from './emails.ts';

export interface MailSettings {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the start. */
  smtpUrl: string;
  from: string;
  /** Who the business's copy goes to; none: that channel is off. */
  notifyTo: string[];
}

/** The e-mail channels over one SMTP transport (pooled: a burst of leads shares connections). */
export function mailSenders(settings: MailSettings, site: SiteDetails) {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = async (to: string | string[], email: { subject: string; text: string; html: string }) => {
    try {
      await transport.sendMail({ from: settings.from, to, ...email });
    } catch (error) {
      throw mailFailure(error);
    }
  };
  const business: Sender = ({ event }) => send(settings.notifyTo, businessEmail(event));
  const visitor: Sender = async ({ event, recipient }) => {
    if (!recipient) throw new DeliveryFailure('No address to send the confirmation to.', 'no_recipient');
    await send(recipient, visitorEmail(event, site));
  };
  return { business, visitor, close: () => transport.close() };
}

function mailFailure(error: unknown): DeliveryFailure {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = failure.responseCode ? `smtp_${failure.responseCode}` : (failure.code ?? 'smtp');
  const said = failure.response ?? failure.message ?? 'no answer';
  return new DeliveryFailure(`The mail server did not take it: ${said}`, code);
}
