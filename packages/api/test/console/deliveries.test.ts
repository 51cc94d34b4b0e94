import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { mailSenders, startDeliveryWorker } from '../../src/index.ts';
import { eventually, startMailbox } from '../delivery/receivers.ts';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

describe.each(testDatabaseKinds())("a lead's deliveries in the console, on %s", (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));

  async function popupLead(name: string) {
    await bed.visitor.forms.popup({ name, email: `${name.toLowerCase()}@example.co.uk`, phone: '07700 900123' });
    return (await admin.caller.admin.leads.list({ q: name })).rows[0]!;
  }

  it('shows each delivery: where it goes, for which event, and where it stands', async () => {
    const lead = await popupLead('Dee');
    const webhook = await bed.db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
    await bed.db.prisma.delivery.update({
      where: { id: webhook.id },
      data: { attempts: 3, lastError: 'The webhook answered 500.', nextAttemptAt: new Date('2026-11-23T10:05:00Z') },
    });
    const { deliveries } = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(deliveries.map((d) => [d.channelLabel, d.eventLabel, d.status]).sort()).toEqual([
      ['E-mail to the business', 'Lead received', 'pending'],
      ['E-mail to the visitor', 'Lead received', 'pending'],
      ['Webhook', 'Lead received', 'pending'],
    ]);
    expect(deliveries.find((d) => d.channel === 'webhook')).toMatchObject({
      event: 'lead.created',
      attempts: 3,
      lastError: 'The webhook answered 500.',
      nextAttemptAt: '23 Nov 2026 10:05',
    });
  });

  it('lets an admin send a delivery again: due now, a new 24 hours, in the audit log', async () => {
    const lead = await popupLead('Fay');
    const row = await bed.db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
    await bed.db.prisma.delivery.update({
      where: { id: row.id },
      data: { status: 'failed', attempts: 31, lastError: 'The webhook answered 503.', giveUpAt: new Date(0) },
    });
    expect((await refusal(agent.caller.admin.leads.resendDelivery({ id: row.id }))).code).toBe('FORBIDDEN');
    expect(await admin.caller.admin.leads.resendDelivery({ id: row.id })).toEqual({ queued: true });
    const again = await bed.db.prisma.delivery.findUniqueOrThrow({ where: { id: row.id } });
    expect(again).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(again.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(again.giveUpAt.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(
      await bed.db.prisma.auditEntry.count({
        where: { action: 'delivery.resend', leadId: lead.id, actorId: admin.id },
      }),
    ).toBe(1);
  });

  it('sends nothing again for an erased lead', async () => {
    const lead = await popupLead('Gil');
    const row = await bed.db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
    await admin.caller.admin.leads.erase({ id: lead.id });
    const refused = await refusal(admin.caller.admin.leads.resendDelivery({ id: row.id }));
    expect(refused).toEqual({ code: 'NOT_FOUND', messages: ['That delivery does not exist, or its lead was erased.'] });
  });

  it('sends at most 3 confirmations to one mailbox in 24 hours, and shows staff why the 4th was not sent', async () => {
    const mailbox = await startMailbox();
    const mail = mailSenders(
      { smtpUrl: mailbox.url, from: '"SME Compare" <leads@sme.example>', notifyTo: [] },
      {
        phone: '0333 880 1234',
        email: 'hello@sme.example',
        address: '1 High St',
        publicUrl: 'https://sme.example',
        officeHours: 'Monday to Friday 09:00 to 18:00',
      },
    );
    const worker = () =>
      startDeliveryWorker({
        prisma: bed.db.prisma,
        channels: {
          business_email: { off: 'LEAD_NOTIFY_TO is not set on the server.' },
          visitor_email: mail.visitor,
          webhook: { off: 'WEBHOOK_URL is not set on the server.' },
        },
        publicUrl: 'https://sme.example',
        log: { info() {}, warn() {}, error() {} },
        pollMs: 20,
      });
    // One mailbox, however the address is spelt.
    const spellings = ['lim@example.org', 'Lim@Example.ORG', 'lim+news@example.org', 'LIM+x@example.org'];
    const confirmations = (lead: { id: string }) =>
      agent.caller.admin.leads
        .detail({ id: lead.id })
        .then(({ deliveries }) => deliveries.find((d) => d.channel === 'visitor_email')!);
    const submit = async (name: string, email: string) => {
      await bed.visitor.forms.popup({ name, email, phone: '07700 900123' });
      return (await admin.caller.admin.leads.list({ q: name })).rows[0]!;
    };
    const toLim = () =>
      mailbox.mails.filter((m) => /^lim(\+[a-z]+)?@example\.org$/i.test((m.to as { text: string }).text));
    let running = worker();
    try {
      const leads: { id: string }[] = [];
      for (const [index, email] of spellings.entries()) leads.push(await submit(`Limit Lee${'abcd'[index]}`, email));
      const other = await submit('Limit Other', 'other.lim@example.org');
      await eventually(async () => {
        for (const lead of [...leads, other]) expect((await confirmations(lead)).status).not.toBe('pending');
      });
      expect(await Promise.all(leads.map(async (lead) => (await confirmations(lead)).status))).toEqual([
        'sent',
        'sent',
        'sent',
        'skipped',
      ]);
      const fourth = await confirmations(leads[3]!);
      expect(fourth).toMatchObject({
        channelLabel: 'E-mail to the visitor',
        attempts: 0,
        lastError: 'Limit for this address: at most 3 confirmations in 24 hours.',
      });
      expect(toLim()).toHaveLength(3);
      // Another address is not held back by this one's limit.
      expect((await confirmations(other)).status).toBe('sent');

      // Once the three were sent more than 24 hours ago, the address hears from the business again.
      await running.stop();
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await bed.db.prisma.delivery.updateMany({
        where: { leadId: { in: leads.map((lead) => lead.id) }, status: 'sent' },
        data: { sentAt: dayAgo, createdAt: dayAgo },
      });
      running = worker();
      const later = await submit('Limit Leef', 'lim@example.org');
      await eventually(async () => expect((await confirmations(later)).status).toBe('sent'));
      expect(toLim()).toHaveLength(4);
    } finally {
      await running.stop();
      mail.close();
      await mailbox.close();
    }
  });
});
