// The harness's mail server: takes every e-mail the server under test sends (SMTP on loopback, no auth, no TLS) and
// keeps the last one per recipient, for the side port's /mail. Test harness only.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  text: string;
}

export interface Mailbox {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** The last e-mail to this address (case-insensitive), or undefined. */
  lastTo(address: string): ReceivedMail | undefined;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  // One entry per address: the lead e-mails of a whole run stay a few hundred entries at most.
  const last = new Map<string, ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const received = { subject: mail.subject ?? '', text: mail.text ?? '' };
          // The envelope's recipients: who the server sent it to, whatever the headers say.
          for (const recipient of session.envelope.rcptTo) last.set(recipient.address.toLowerCase(), received);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    lastTo: (address) => last.get(address.toLowerCase()),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
