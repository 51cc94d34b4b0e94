import type { TestDatabaseKind } from '@sme/db/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCaller, demoAddressProvider, smtpMailer, type Mailer } from '../../src/index.ts';
import {
  cookieHeader,
  openConsoleTestbed,
  PASSWORD,
  type Caller,
  type ConsoleTestbed,
} from '../console/console-testbed.ts';
import { eventuallyFound, startMailbox, type TestMailbox } from '../delivery/receivers.ts';

export const SITE = 'https://sme.example';

/** The console testbed, with the site's address and a real SMTP server for the invitations. */
export interface PartnerTestbed {
  bed: ConsoleTestbed;
  mailbox: TestMailbox;
  /** A caller with this Cookie header and this mailer (default: the mailbox's; null: e-mail off). */
  caller(cookie?: string, mailer?: Mailer | null): { caller: Caller; cookies: string[] };
  admin: { caller: Caller; id: string; cookie: string };
  agent: { caller: Caller; id: string; cookie: string };
  /** A partner registration through the site's form: its lead's id. */
  register(name: string, email: string): Promise<string>;
  /** The set-password link of the latest invitation e-mail to this address. */
  invitationLink(email: string): Promise<string>;
  /** Signs a partner in at the portal: their caller and cookie. */
  signIn(email: string, password?: string): Promise<{ caller: Caller; cookie: string }>;
  /** Approves a registration, sets the password from the e-mailed link and signs in: the partner's caller. */
  newPartner(name: string, email: string): Promise<{ caller: Caller; partnerId: string; code: string; leadId: string }>;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

export function openPartnersForSuite(kind: TestDatabaseKind, use: (testbed: PartnerTestbed) => void): void {
  let bed: ConsoleTestbed;
  let mailbox: TestMailbox;
  let mailer: Mailer & { close(): void };
  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    mailbox = await startMailbox();
    mailer = smtpMailer({ smtpUrl: mailbox.url, from: '"SME Compare" <hello@sme.example>' });
    const addressLookup = demoAddressProvider();
    const caller = (cookie?: string, chosen?: Mailer | null) => {
      const cookies: string[] = [];
      const headers = new Headers(cookie ? { cookie } : {});
      return {
        caller: createCaller({
          prisma: bed.db.prisma,
          addressLookup,
          consoleAuth: bed.auth,
          publicUrl: `${SITE}/`,
          ...(chosen === null ? {} : { mailer: chosen ?? mailer }),
          http: { headers, secure: false, setCookies: (values) => cookies.push(...values) },
        }),
        cookies,
      };
    };
    const staff = async (role: 'admin' | 'agent', name: string) => {
      const user = await bed.user(role, name);
      return { ...user, caller: caller(user.cookie).caller };
    };
    const admin = await staff('admin', 'Ada Admin');
    const agent = await staff('agent', 'Alex Agent');
    const register = async (name: string, email: string) => {
      await bed.visitor.forms.register({ name, email, phone: '07700 900321', business_address: '5 Park Row, Bristol' });
      const lead = await bed.db.prisma.lead.findFirstOrThrow({
        where: { partnerRegistration: { email } },
        select: { id: true },
      });
      return lead.id;
    };
    const invitationLink = async (email: string) => {
      const mail = await eventuallyFound(
        () => [...mailbox.mails].reverse(),
        (found) => found.to !== undefined && JSON.stringify(found.to).includes(email),
      );
      const link = /https:\/\/sme\.example\/partner\/set-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
      expect(link, 'the e-mail carries the set-password link').toBeDefined();
      return link!;
    };
    const signIn = async (email: string, password = PASSWORD) => {
      const signingIn = caller();
      await signingIn.caller.partner.session.signIn({ email, password });
      const cookie = cookieHeader(signingIn.cookies);
      return { caller: caller(cookie).caller, cookie };
    };
    const newPartner = async (name: string, email: string) => {
      const leadId = await register(name, email);
      const approved = await admin.caller.admin.partners.approve({ leadId });
      expect(approved.invitation).toEqual({ sent: true });
      await caller().caller.partner.session.setPassword({
        token: tokenOf(await invitationLink(email)),
        password: PASSWORD,
      });
      return { ...(await signIn(email)), partnerId: approved.partnerId, code: approved.code, leadId };
    };
    use({ bed, mailbox, caller, admin, agent, register, invitationLink, signIn, newPartner });
  });
  afterAll(async () => {
    mailer?.close();
    await mailbox?.close();
    await bed?.close();
  });
}
