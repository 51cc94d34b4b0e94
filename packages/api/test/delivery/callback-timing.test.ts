import { testDatabaseKinds } from '@sme/db/testing';
import type { OfficeWeek } from '@sme/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCaller,
  demoAddressProvider,
  mailSenders,
  startDeliveryWorker,
  type DeliveryWorker,
} from '../../src/index.ts';
import { clockFromForSuite } from '../support/clock.ts';
import { openConsoleTestbed, type ConsoleTestbed } from '../console/console-testbed.ts';
import { eventuallyFound, startMailbox, type TestMailbox } from './receivers.ts';

// Issue 28 point 8: a visitor who asks for a callback out of office hours is told the day, the window and a
// reference; the e-mail says the same, and the reference finds the lead in the console's inbox.

const site = {
  phone: '0333 880 1234',
  email: 'hello@smecompare.co.uk',
  address: '1 High St',
  publicUrl: 'https://sme.example',
  officeHours: 'one day a week',
};
const quiet = { info() {}, warn() {}, error() {} };

// Wednesday 25 November 2026, 23:10 GMT, at an office open on Fridays only, 09:00 to 18:00: closed now, and the day
// we call is Friday 27 November, known without asking the code under test.
const wednesdayNight = '2026-11-25T23:10:00Z';
const fridaysOnly: OfficeWeek = [null, null, null, null, null, { opens: 9 * 60, closes: 18 * 60 }, null];
const office = { week: fridaysOnly, callDay: '2026-11-27', spoken: 'Friday 27 November' };

describe.each(testDatabaseKinds())('a callback asked for out of office hours on %s', (kind) => {
  let bed: ConsoleTestbed;
  let mailbox: TestMailbox;
  let mail: ReturnType<typeof mailSenders>;
  let worker: DeliveryWorker;
  clockFromForSuite(wednesdayNight);

  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    mailbox = await startMailbox();
    // The e-mail reads the window from the office's week, as the server hands it over (OFFICE_HOURS).
    mail = mailSenders(
      { smtpUrl: mailbox.url, from: '"SME Compare" <leads@sme.example>', notifyTo: [] },
      { ...site, officeWeek: office.week },
    );
    worker = startDeliveryWorker({
      prisma: bed.db.prisma,
      channels: {
        business_email: { off: 'not in this test' },
        visitor_email: mail.visitor,
        webhook: { off: 'not in this test' },
      },
      publicUrl: site.publicUrl,
      log: quiet,
      pollMs: 20,
      retryDelay: () => 30,
    });
  });
  afterAll(async () => {
    await worker.stop();
    mail.close();
    await mailbox.close();
    await bed.close();
  });

  it('names the next open day, the window and a reference, in the answer, the e-mail and the inbox', async () => {
    const visitor = createCaller({
      prisma: bed.db.prisma,
      addressLookup: demoAddressProvider(),
      officeHours: office.week,
    });
    const request = {
      post_code: 'ZE3 9JW',
      name: 'Night Owl',
      phone: '07700 900321',
      best_time: 'Lunchtime (12pm to 2pm)',
      email: 'owl@night-bakery.co.uk',
    } as const;
    const answer = await visitor.waterWaste.requestCallback(request);

    const { reference, call_day, confirmation } = answer.callback;
    expect(reference).toMatch(/^CB-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/);
    expect(call_day).toBe(office.callDay);
    const promise = `We'll call you on ${office.spoken}, between 12pm and 2pm. Your reference is ${reference}.`;
    expect(confirmation).toBe(promise);
    // The confirmation every client has always shown is unchanged.
    expect(answer.message).toBe("Thank you. We'll call you back as soon as we can, within office hours.");

    const stored = await bed.db.prisma.callbackRequest.findUniqueOrThrow({ where: { reference } });
    expect(stored).toMatchObject({
      callDay: office.callDay,
      bestTime: request.best_time,
      guestLeadId: answer.collections.id,
    });

    // The same request again (a double click) is the same request: the same reference.
    const again = await visitor.waterWaste.requestCallback(request);
    expect(again.callback.reference).toBe(reference);
    expect(await bed.db.prisma.callbackRequest.count({ where: { guestLeadId: answer.collections.id } })).toBe(1);

    const email = await eventuallyFound(
      () => mailbox.mails,
      (m) => (m.to as { text: string }).text === request.email,
    );
    expect(email.text).toContain(promise);
    expect(email.html).toContain(promise.replace("'", '&#39;'));

    const agent = await bed.user('agent');
    for (const typed of [reference, reference.toLowerCase(), reference.replace('-', ' ')]) {
      const found = await agent.caller.admin.leads.list({ q: typed });
      expect(found.rows.map((row) => row.businessName ?? row.personName)).toEqual(['Night Owl']);
    }
    const lead = found(await agent.caller.admin.leads.list({ q: reference }));
    const detail = await agent.caller.admin.leads.detail({ id: lead });
    expect(detail.answers).toEqual(
      expect.arrayContaining([
        { label: 'Callback reference', value: reference },
        { label: 'Call back on', value: office.spoken },
        { label: 'Best time to call', value: 'Lunchtime (12pm to 2pm)' },
      ]),
    );
  });

  it('answers any time with the whole opening of that day', async () => {
    const visitor = createCaller({
      prisma: bed.db.prisma,
      addressLookup: demoAddressProvider(),
      officeHours: office.week,
    });
    const lead = await visitor.energy.requestCallback({
      post_code: 'E1 6QL',
      name: 'Early Bird',
      phone: '07700 900654',
    });
    expect(lead.callback.call_day).toBe(office.callDay);
    expect(lead.callback.confirmation).toBe(
      `We'll call you on ${office.spoken}, between 9am and 6pm. Your reference is ${lead.callback.reference}.`,
    );
  });
});

const found = (list: { rows: { id: string }[] }) => {
  expect(list.rows).toHaveLength(1);
  return list.rows[0]!.id;
};
