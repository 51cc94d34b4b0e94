import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsoleTestbed, type Caller, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';
import { calendlyUris } from './support/booking-reports.ts';
import { booked, quoteClosed, quoteNotFound } from './support/messages.ts';

// Spec §3 keeps one guest-lead record for energy and water & waste, and §7 lists /commecial-utility's guest-info
// and booking calls for it: those two energy calls take a water & waste lead too, and answer or record it exactly
// as the water & waste calls do. Every other energy step still sees energy leads only.

describe.each(testDatabaseKinds())('a water & waste lead on the energy guest-info and booking calls, %s', (kind) => {
  let bed: ConsoleTestbed;
  let visitor: Caller;
  let staff: Caller;

  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    visitor = bed.visitor;
    staff = (await bed.user('admin')).caller;
  });
  afterAll(() => bed.close());

  /** The water & waste flow as the site runs it, up to the booking screen. */
  async function waterWasteQuote(service: 'Water' | 'Waste', businessName = `Yard ${randomUUID()} Ltd`) {
    const { collections } = await visitor.waterWaste.postCodeSubmit({
      post_code: 'SE1 1TL',
      full_address: 'Borough Yard Florists, 4 Stoney Street, LONDON, SE1 1TL',
      bussiness_name: 'Borough Yard Florists',
    });
    const id = collections.id;
    await visitor.waterWaste.businessNameSubmit({ id, bussiness_name: businessName });
    if (service === 'Water') {
      await visitor.waterWaste.waterSubmit({ id, service });
      await visitor.waterWaste.annualUsageSubmit({ id, annual_usage: '1,200 cubic metres' });
    } else {
      await visitor.waterWaste.wasteSubmit({ id, service });
      await visitor.waterWaste.wasteInfoSubmit({
        id,
        require_bin: 2,
        bin_capacity: 1100,
        bin_collected_days: 'Twice a week',
      });
    }
    return { id, businessName };
  }

  /** What the console shows of the lead a guest lead became, with what differs between two leads left out. */
  async function consoleView(guestLeadId: string, businessName: string) {
    const { rows } = await staff.admin.leads.list({ q: businessName });
    const row = rows[0];
    if (!row) throw new Error(`no inbox row for ${businessName}`);
    const detail = await staff.admin.leads.detail({ id: row.id });
    return {
      inboxRows: rows.length,
      kind: detail.kind,
      kindLabel: detail.kindLabel,
      progress: detail.progress,
      status: detail.status,
      answers: detail.answers.map((answer) => answer.label),
      calls: detail.calls.map((call) => call.eventUri.replace(/.*\//, '')),
      timeline: detail.timeline.map((entry) => entry.text),
      deliveries: detail.deliveries.map((delivery) => `${delivery.event} ${delivery.channel}`).sort(),
      scheduledCalls: await bed.db.prisma.scheduledCall.findMany({
        where: { guestLeadId },
        select: { flow: true, eventUri: true },
      }),
    };
  }

  it.each([
    ['Water', 'Water'],
    ['Waste', 'Waste'],
  ] as const)(
    'energy.guestInfo answers a %s lead with its own answers, in the energy shape',
    async (service, label) => {
      const { id, businessName } = await waterWasteQuote(service);
      expect(await visitor.energy.guestInfo({ id })).toEqual({
        collections: {
          id,
          post_code: 'SE1 1TL',
          full_address: 'Borough Yard Florists, 4 Stoney Street, LONDON, SE1 1TL',
          bussiness_name: businessName,
          service: label,
          supplier: null,
          contact_end_date: null,
        },
      });
      // Its own flow's call answers as it always has.
      expect((await visitor.waterWaste.guestInfo({ id })).collections).toMatchObject({
        id,
        bussiness_name: businessName,
        service: label,
      });
    },
  );

  it('energy.clientPersonalInfoStore books it as waterWaste.clientPersonalInfoStore would', async () => {
    const own = await waterWasteQuote('Waste');
    const shared = await waterWasteQuote('Waste');
    expect(
      await visitor.waterWaste.clientPersonalInfoStore({ id: own.id, uri: calendlyUris(`OWN-${own.id}`) }),
    ).toEqual({
      message: booked,
    });
    expect(
      await visitor.energy.clientPersonalInfoStore({
        id: shared.id,
        uri: calendlyUris(`SHARED-${shared.id}`),
      }),
    ).toEqual({ message: booked });

    const ownView = await consoleView(own.id, own.businessName);
    const sharedView = await consoleView(shared.id, shared.businessName);
    expect(sharedView).toEqual({
      ...ownView,
      calls: [`SHARED-${shared.id}`],
      scheduledCalls: [{ flow: 'water_waste', eventUri: calendlyUris(`SHARED-${shared.id}`).event_uri }],
    });
    expect(sharedView).toMatchObject({
      inboxRows: 1,
      kind: 'water_waste',
      progress: 'Call booked',
      timeline: expect.arrayContaining(['Call booked']),
      deliveries: expect.arrayContaining(['lead.call_booked webhook', 'lead.call_booked business_email']),
    });
  });

  it('keeps the booked lead closed on both flows, and takes the same event again from either', async () => {
    const { id } = await waterWasteQuote('Water');
    const event = calendlyUris(`CLOSED-${id}`);
    await visitor.energy.clientPersonalInfoStore({ id, uri: event });

    // The same event reported again (a retry, the other path) is the same booking, not a second one.
    expect(await visitor.energy.clientPersonalInfoStore({ id, uri: event })).toEqual({ message: booked });
    expect(await visitor.waterWaste.clientPersonalInfoStore({ id, uri: event })).toEqual({ message: booked });

    for (const call of [
      () => visitor.energy.clientPersonalInfoStore({ id, uri: calendlyUris(`SECOND-${id}`) }),
      () => visitor.waterWaste.clientPersonalInfoStore({ id, uri: calendlyUris(`THIRD-${id}`) }),
      () => visitor.energy.guestInfo({ id }),
      () => visitor.waterWaste.guestInfo({ id }),
      () => visitor.waterWaste.businessNameSubmit({ id, bussiness_name: 'Hijacked Ltd' }),
      () => visitor.waterWaste.annualUsageSubmit({ id, annual_usage: '5' }),
    ]) {
      expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [quoteClosed] });
    }
    expect(await bed.db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(1);
  });

  it('still refuses it on the energy steps that save answers, and leaves it untouched', async () => {
    const { id, businessName } = await waterWasteQuote('Waste');
    for (const call of [
      () => visitor.energy.businessNameSubmit({ id, bussiness_name: 'Hijacked Ltd' }),
      () => visitor.energy.serviceSubmit({ id, service: 'Gas' }),
      () => visitor.energy.supplierSubmit({ id, supplier: 'EDF', contact_end_date: '2027-03-31' }),
      () => visitor.energy.postCodeSubmit({ id, post_code: 'E1 6QL', full_address: 'Elsewhere' }),
    ]) {
      expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [quoteNotFound] });
    }
    expect((await visitor.energy.guestInfo({ id })).collections).toMatchObject({
      bussiness_name: businessName,
      service: 'Waste',
      supplier: null,
    });
  });
});
