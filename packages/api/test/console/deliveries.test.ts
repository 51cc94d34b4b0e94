import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
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
});
