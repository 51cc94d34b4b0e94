import type { Readable } from 'node:stream';
import { testDatabaseKinds } from '@sme/db/testing';
import { formatCallDay, formatUkDateTime } from '@sme/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportHandler } from '../../src/routers/admin/leads/export.handler.ts';
import { calendlyUris } from '../support/booking-reports.ts';
import { startQuoteAt } from '../support/quote-start.ts';
import { contactForm, loanBasics } from '../support/sample-answers.ts';
import { exportHeader, openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(testDatabaseKinds())('the CSV of a mixed export, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  it("has each lead's id, link, call time, message, notes and every answer, under the lead page's labels", async () => {
    // An enquiry with a message and a note; an energy quote with a callback; a loan with the post code typed.
    await bed.visitor.forms.contactUs({ ...contactForm, page: 'contact' });
    const contactLead = (await agent.caller.admin.leads.list({ kind: 'contact_us' })).rows[0]!;
    await agent.caller.admin.leads.addNote({ id: contactLead.id, text: 'Wants a fixed tariff' });
    const quote = await startQuoteAt(bed.visitor, 'energy', 'E1 6QL');
    const callback = await bed.visitor.energy.requestCallback({
      id: quote.id,
      name: 'Sara Saffron',
      phone: '07700 900777',
      best_time: 'Morning (9am to 12pm)',
    });
    const loan = await bed.visitor.businessLoan.basicInfo({
      ...loanBasics,
      post_code: 'yo17hh',
      legal_form: 'sole_trader',
    });
    // The loan's applicant booked a call; the scheduling service has told its time (booking-details worker).
    const uri = calendlyUris('MIXED-EXPORT-1');
    await bed.visitor.businessLoan.clientPersonalInfoStore({ id: loan.collections.id, uri });
    await bed.db.prisma.scheduledCall.update({
      where: { eventUri: uri.event_uri },
      data: { startAt: new Date('2026-12-03T14:00:00Z'), eventStatus: 'active', detailsFetchedAt: new Date() },
    });

    const user = { id: agent.id, name: 'Alex Agent', email: 'alex.agent@example.co.uk', role: 'agent' as const };
    const ctx = { prisma: bed.db.prisma, addressLookup: undefined as never, publicUrl: 'https://smecompare.example' };
    const table = parse(await text((await exportHandler({ ...ctx, user }, {})).csv), { bom: true }) as string[][];

    const leads = await bed.db.prisma.lead.findMany({ orderBy: { createdAt: 'desc' } });
    const [loanLead, energy, contact] = leads;
    const at = (date: Date | null) => (date ? formatUkDateTime(date) : '');
    const link = (id: string) => `https://smecompare.example/admin/leads/${id}`;
    const organisation = quote.address.envelopeAddress.organisation;
    const address = quote.address.envelopeAddress.summaryLine;
    const callDay = formatCallDay(callback.callback.call_day!);
    const none = (count: number) => Array<string>(count).fill('');

    expect(table[0]).toEqual([
      ...exportHeader,
      // Contact us (the message has its own column)
      'Name',
      'Email',
      'Phone',
      'Business name',
      'Business address',
      'Sent from the page',
      'Service',
      // Energy, less what the kinds above named already
      'Postcode',
      'Address',
      'Current supplier',
      'Contract end date',
      'Call back: name',
      'Call back: phone',
      'Callback reference',
      'Call back on',
      'Best time to call',
      'Email for a confirmation',
      // Business loan
      'Amount to borrow',
      'Term',
      'Company name',
      'Legal form',
      'Regulated credit',
      'Company address',
      'Post code',
      'Trading name',
      'Trading address',
      'Trading post code',
      'Business category',
      'Monthly turnover',
    ]);
    expect(table.slice(1)).toEqual([
      [
        at(loanLead!.createdAt),
        'Business loan',
        'New',
        'Carter Bakery Ltd',
        '',
        '',
        '',
        'YO1 7HH',
        'Call booked',
        '',
        '',
        '',
        '',
        '0',
        '',
        loanLead!.id,
        link(loanLead!.id),
        'Booked call 03 Dec 2026 14:00',
        '',
        '0',
        // Where it came from: nothing, for calls that sent no attribution (an integrator's).
        ...none(10),
        ...none(17),
        '£25,000',
        '12 months',
        'Carter Bakery Ltd',
        'Sole trader',
        'Yes',
        '3 Mill Lane, York, YO1 7HH',
        'YO1 7HH',
        ...none(5),
      ],
      [
        at(energy!.createdAt),
        'Energy',
        'New',
        organisation,
        'Sara Saffron',
        '',
        '07700 900777',
        'E1 6QL',
        'Callback requested',
        '',
        at(energy!.reachableAt),
        '',
        '',
        '0',
        '',
        energy!.id,
        link(energy!.id),
        `Callback ${callDay}, Morning (9am to 12pm)`,
        '',
        '0',
        ...none(10),
        '',
        '',
        '',
        organisation,
        '',
        '',
        '',
        'E1 6QL',
        address,
        '',
        '',
        'Sara Saffron',
        '07700 900777',
        callback.callback.reference,
        callDay,
        'Morning (9am to 12pm)',
        '',
        ...none(12),
      ],
      [
        at(contact!.createdAt),
        'Contact us',
        'New',
        'Shah Bakery Ltd',
        'Priya Shah',
        'priya@example.co.uk',
        '07700 900123',
        'LS1 4AP',
        'Enquiry sent from the contact page',
        '',
        at(contact!.reachableAt),
        '',
        '',
        '0',
        '',
        contact!.id,
        link(contact!.id),
        '',
        'We spend about £900 a month on electricity.',
        '1',
        ...none(10),
        'Priya Shah',
        'priya@example.co.uk',
        '07700 900123',
        'Shah Bakery Ltd',
        '12 High Street, Leeds LS1 4AP',
        'contact',
        '',
        ...none(10),
        ...none(12),
      ],
    ]);
  });
});
