import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '@sme/db/testing';
import { serverMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

// Who to call, and when, as the inbox shows it: a loan applicant's typed post code, why a funding lead nobody can
// reach is so, a callback's window and a booked call's time on the row, and one row per business.
describe.each(testDatabaseKinds())('who to call and when, in the inbox, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  /** A loan applied for to the booking screen, the address chosen without a postcode in it. */
  const loanToBookingScreen = async (company: string, postCode = 'yo1  7hh') => {
    const { collections } = await bed.visitor.businessLoan.basicInfo({
      company_name: company,
      company_address: 'Unit 3, Mill Lane Trading Estate, York',
      post_code: postCode,
      tradding_name: 'Mill Lane Café',
      tradding_address: '9 Market Row, York',
      tradding_post_code: 'ls2 7hy',
      borrow_ammount: '15000',
      borrow_month: '12 months',
    });
    await bed.visitor.businessLoan.category({ id: collections.id, business_cat: 'Retail' });
    await bed.visitor.businessLoan.turnover({ id: collections.id, monthly_turnover_from: 20 });
    return collections.id;
  };
  const rowOf = async (q: string) => {
    const { rows } = await agent.caller.admin.leads.list({ q });
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('keeps the post code a loan applicant typed: on the lead, in the inbox row and among the answers', async () => {
    const company = `Typed Postcode Bakery ${randomBytes(3).toString('hex')}`;
    const id = await loanToBookingScreen(company);
    expect(await bed.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      postCode: 'YO1 7HH',
      tradingPostCode: 'LS2 7HY',
    });
    const row = await rowOf(company);
    expect(row.postCode).toBe('YO1 7HH');
    // The postcode finds it too.
    expect((await agent.caller.admin.leads.list({ q: 'YO1 7HH' })).rows.map((r) => r.id)).toContain(row.id);
    const answers = (await agent.caller.admin.leads.detail({ id: row.id })).answers;
    expect(answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Post code', value: 'YO1 7HH' }),
        expect.objectContaining({ label: 'Trading post code', value: 'LS2 7HY' }),
      ]),
    );
  });

  it('refuses a post code that is not a UK postcode, and stores nothing', async () => {
    const company = `Bad Postcode Bakery ${randomBytes(3).toString('hex')}`;
    expect(
      await refusal(
        bed.visitor.businessLoan.basicInfo({
          company_name: company,
          post_code: 'NOT A CODE',
          borrow_ammount: '15000',
          borrow_month: '12 months',
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', messages: [serverMessages.invalidPostcode] });
    expect(await bed.db.prisma.loanApplication.count({ where: { companyName: company } })).toBe(0);
  });

  it('says why a funding lead left at the booking screen cannot be reached, and when; a callback gives phone and window', async () => {
    const company = `Left Booking Bakery ${randomBytes(3).toString('hex')}`;
    const id = await loanToBookingScreen(company);
    const left = await rowOf(company);
    expect(left).toMatchObject({
      progress: 'Booking screen reached',
      reachable: false,
      waiting: null,
      phone: null,
      callText: null,
      unreachable: { reason: 'left at the booking screen' },
    });
    const lead = await bed.db.prisma.lead.findUniqueOrThrow({ where: { id: left.id } });
    expect(left.unreachable!.at).toBe(lead.lastActivityAt.toISOString());
    // The lead page's contact log says the same.
    expect((await agent.caller.admin.leads.detail({ id: left.id })).unreachable).toEqual(left.unreachable);

    // An application that has not reached the booking screen says nothing more than "Not reachable yet".
    const early = `Early Step Bakery ${randomBytes(3).toString('hex')}`;
    await bed.visitor.businessLoan.basicInfo({ company_name: early, borrow_ammount: '5000', borrow_month: '6 months' });
    expect((await rowOf(early)).unreachable).toBeNull();

    await bed.visitor.businessLoan.requestCallback({
      id,
      name: 'Dana Reed',
      phone: '07700 900611',
      best_time: 'Lunchtime (12pm to 2pm)',
    });
    const called = await rowOf(company);
    const request = await bed.db.prisma.callbackRequest.findFirstOrThrow({ where: { loanApplicationId: id } });
    const day = new Date(`${request.callDay!}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    expect(called).toMatchObject({
      reachable: true,
      unreachable: null,
      personName: 'Dana Reed',
      phone: '07700 900611',
      progress: 'Callback requested',
      callText: `Callback requested: ${day.replace(',', '')}, 12:00–14:00`,
    });
  });

  it("puts a booked call's start time on its row once the scheduling service told it", async () => {
    const company = `Booked Time Bakery ${randomBytes(3).toString('hex')}`;
    const id = await loanToBookingScreen(company);
    await bed.visitor.businessLoan.clientPersonalInfoStore({
      id,
      uri: {
        event_uri: `https://api.calendly.com/scheduled_events/ROW-${id}`,
        invitee_uri: `https://api.calendly.com/scheduled_events/ROW-${id}/invitees/I1`,
      },
    });
    expect((await rowOf(company)).callText).toBeNull();
    // As the booking-details worker stores it: Thursday 3 December 2026, 14:00 in London (GMT).
    await bed.db.prisma.scheduledCall.updateMany({
      where: { loanApplicationId: id },
      data: { startAt: new Date('2026-12-03T14:00:00Z'), eventStatus: 'active' },
    });
    expect(await rowOf(company)).toMatchObject({ progress: 'Call booked', callText: 'Call booked: Thu 3 Dec, 14:00' });
  });

  it('shows one row per business: three linked enquiries as one with their count, another business apart', async () => {
    const tag = randomBytes(3).toString('hex');
    const digits = String(Date.now() % 1_000_000).padStart(6, '0');
    const business = `Rose Grouped ${tag} Ltd`;
    await bed.visitor.forms.contactUs({
      first_name: 'Rosa Grouped',
      email: `rosa.${tag}@example.co.uk`,
      phone: `07700 ${digits}`,
      business_name: business,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call about energy',
      page: 'contact',
    });
    await bed.visitor.forms.popup({
      name: `Rosa ${tag}`,
      email: `popup.${tag}@example.co.uk`,
      phone: `+44 7700 ${digits}`,
    });
    await bed.visitor.forms.register({
      name: `Rosa ${tag}`,
      email: `partner.${tag}@example.co.uk`,
      phone: `07700${digits}`,
      business_address: '12 High Street, Leeds LS1 4AP',
    });
    // The same name at another postcode, with another phone: another business.
    await bed.visitor.forms.contactUs({
      first_name: 'Other Owner',
      phone: '07700 900999',
      business_name: business,
      business_address: '1 Quay Street, Bristol BS1 4DJ',
      message: 'Hello',
      page: 'contact',
    });

    const all = await agent.caller.admin.leads.list({ q: tag });
    expect(all.rows).toHaveLength(4);
    expect(all.rows.every((row) => row.businessEnquiries === null)).toBe(true);

    const grouped = await agent.caller.admin.leads.list({ q: tag, onePerBusiness: true });
    expect(grouped.total).toBe(2);
    // Newest first: the Bristol business's enquiry came last, then the café's newest, its partner registration.
    expect(grouped.rows.map((row) => [row.kindLabel, row.postCode, row.businessEnquiries])).toEqual([
      ['Contact us', 'BS1 4DJ', 1],
      ['Partner registration', 'LS1 4AP', 3],
    ]);
    // The tabs still count leads.
    expect(grouped.statusCounts.new).toBe(4);
  });

  it('pages one row per business with no business twice or missing', async () => {
    const tag = randomBytes(3).toString('hex');
    const base = 900_000 + Math.floor(Math.random() * 90_000);
    // 52 businesses of one enquiry each, and one with two: 53 rows, two pages.
    for (let i = 0; i < 53; i += 1) {
      await bed.visitor.forms.popup({
        name: `Pager ${tag} ${i}`,
        email: `pager.${tag}.${i}@example.co.uk`,
        phone: `07700 ${base + i}`,
      });
    }
    await bed.visitor.forms.popup({
      name: `Pager ${tag} again`,
      email: `again.${tag}@example.co.uk`,
      phone: `07700 ${base}`,
    });
    const first = await agent.caller.admin.leads.list({ q: `Pager ${tag}`, onePerBusiness: true });
    const second = await agent.caller.admin.leads.list({ q: `Pager ${tag}`, onePerBusiness: true, page: 2 });
    expect([first.total, first.pageCount, first.rows.length, second.rows.length]).toEqual([53, 2, 50, 3]);
    const names = [...first.rows, ...second.rows].map((row) => row.personName);
    expect(new Set(names).size).toBe(53);
    expect(names).not.toContain(`Pager ${tag} 0`);
    expect(first.rows[0]).toMatchObject({ personName: `Pager ${tag} again`, businessEnquiries: 2 });
  });
});
