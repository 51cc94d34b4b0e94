import nodemailer from 'nodemailer';
import { DeliveryFailure, type DeliveryJob, type Sender } from './channels.ts';
import { businessEmail, visitorEmail, type Email, type SiteDetails } from './emails.ts';
import { withTimeLimit } from './time-limit.ts';

/**
 * The most one e-mail may take, from handing it to the pool to the mail server's answer, waiting for a free
 * connection included. nodemailer's own timeouts each cover one wait (connecting, the greeting, a silent socket),
 * so a server that answers slowly but never stops could hold a send longer than its one-minute lease (worker.ts).
 */
export const SMTP_SEND_TIMEOUT_MS = 30_000;

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
  const host = messageIdHost(settings.from, site.publicUrl);
  const send = async (job: DeliveryJob, to: string | string[], email: Email) => {
    const sending = transport.sendMail({ from: settings.from, to, messageId: messageId(job, host), ...email });
    try {
      await withTimeLimit(
        sending,
        SMTP_SEND_TIMEOUT_MS,
        () =>
          new DeliveryFailure(
            `The mail server did not take it within ${SMTP_SEND_TIMEOUT_MS / 1000} seconds.`,
            'timeout',
          ),
      );
    } catch (error) {
      // The time limit's own failure, or the mail server's answer put in words staff can act on.
      throw error instanceof DeliveryFailure ? error : mailFailure(error);
    }
  };
  const business: Sender = (job) => send(job, settings.notifyTo, businessEmail(job.event));
  const visitor: Sender = async (job) => {
    if (!job.recipient) {
      throw new DeliveryFailure('No address to send the confirmation to.', 'no_recipient', 'message');
    }
    await send(job, job.recipient, visitorEmail(job.event, site));
  };
  return { business, visitor, close: () => transport.close() };
}

/**
 * The same Message-ID on every copy of one event's e-mail on one channel, `<event-id.channel@host>`: a try that
 * reached the mail server but was not recorded as sent (the process killed, the database gone) is sent again, and
 * the receiving mail system, or a person, can tell the repeat from a new e-mail, as a CRM can by X-Webhook-Id.
 */
function messageId(job: Pick<DeliveryJob, 'event' | 'channel'>, host: string): string {
  return `<${job.event.id}.${job.channel}@${host}>`;
}

/** The sender's domain (MAIL_FROM), else the site's. */
function messageIdHost(from: string, publicUrl: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1];
  return domain ?? new URL(publicUrl).hostname;
}

function mailFailure(error: unknown): DeliveryFailure {
  const failure = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const code = failure.responseCode ? `smtp_${failure.responseCode}` : (failure.code ?? 'smtp');
  const said = failure.response ?? failure.message ?? 'no answer';
  // EENVELOPE: the server answered and refused this message's recipients; it takes other mail.
  const blame = failure.code === 'EENVELOPE' ? 'message' : 'destination';
  return new DeliveryFailure(`The mail server did not take it: ${said}`, code, blame);
}
