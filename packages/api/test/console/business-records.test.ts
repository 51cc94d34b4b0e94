import { testDatabaseKinds } from '@sme/db/testing';
import { businessRecordMessages } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from '../refusal.ts';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

// One business, one record: the café's enquiry, its 'Let's talk' popup and its partner registration share a phone
// number written three ways; another café of the same name in another town is another business.
describe.each(testDatabaseKinds())('other enquiries from one business, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const idOf = async (where: object) => (await bed.db.prisma.lead.findFirstOrThrow({ where, select: { id: true } })).id;
  const makeBusiness = async (tag: string, phone: string) => {
    await bed.visitor.forms.contactUs({
      first_name: `Rosa ${tag}`,
      email: `rosa.${tag}@example.co.uk`,
      phone: `0${phone.slice(0, 4)} ${phone.slice(4)}`,
      business_name: `Rose Café ${tag} Ltd`,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call about energy',
      page: 'contact',
    });
    await bed.visitor.forms.popup({ name: `Rosa ${tag}`, email: `popup.${tag}@example.co.uk`, phone: `+44 ${phone}` });
    await bed.visitor.forms.register({
      name: `Rosa ${tag}`,
      email: `partner.${tag}@example.co.uk`,
      phone: `0${phone}`,
      business_address: '12 High Street, Leeds LS1 4AP',
    });
    return {
      enquiry: await idOf({ kind: 'contact_us', personName: `Rosa ${tag}` }),
      popup: await idOf({ kind: 'popup', personName: `Rosa ${tag}` }),
      partner: await idOf({ kind: 'partner_registration', personName: `Rosa ${tag}` }),
    };
  };
  const linkedOf = async (id: string) => (await agent.caller.admin.leads.detail({ id })).linked;

  it('links three enquiries with the same phone both ways, and not a business of the same name elsewhere', async () => {
    const cafe = await makeBusiness('Linked', '7700900201');
    // The same name, another postcode and another phone: another business.
    await bed.visitor.forms.contactUs({
      first_name: 'Other Owner',
      phone: '07700 900999',
      business_name: 'Rose Café Linked Ltd',
      business_address: '1 Quay Street, Bristol BS1 4DJ',
      page: 'contact',
      message: 'Hello',
    });
    const elsewhere = await idOf({ personName: 'Other Owner' });

    const fromEnquiry = await linkedOf(cafe.enquiry);
    expect(fromEnquiry.map((lead) => lead.kindLabel).sort()).toEqual(
      ['Partner registration', "Let's talk popup"].sort(),
    );
    expect(fromEnquiry.map((lead) => lead.id).sort()).toEqual([cafe.popup, cafe.partner].sort());
    expect(fromEnquiry[0]).toMatchObject({ statusLabel: 'New', assignee: null, open: true });
    expect(fromEnquiry[0]!.received).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
    expect((await linkedOf(cafe.popup)).map((lead) => lead.id).sort()).toEqual([cafe.enquiry, cafe.partner].sort());
    expect((await linkedOf(cafe.partner)).map((lead) => lead.id).sort()).toEqual([cafe.enquiry, cafe.popup].sort());
    expect(await linkedOf(elsewhere)).toEqual([]);
    expect((await linkedOf(cafe.enquiry)).map((lead) => lead.id)).not.toContain(elsewhere);
  });

  it('logs a call on the linked open enquiries chosen, each with its own first contact, in one go', async () => {
    const cafe = await makeBusiness('Logged', '7700900202');
    const result = await agent.caller.admin.leads.logContact({
      id: cafe.enquiry,
      channel: 'call',
      outcome: 'spoke',
      alsoIds: [cafe.popup, cafe.partner],
    });
    expect(result).toMatchObject({ attempt: 1, status: 'contacted', alsoLogged: 2 });
    for (const id of [cafe.enquiry, cafe.popup, cafe.partner]) {
      const lead = await agent.caller.admin.leads.detail({ id });
      expect(lead.firstContact?.text, id).toMatch(/^First contact after .* by Alex Agent$/);
      expect(lead.statusLabel).toBe('Contacted');
      expect(lead.timeline.filter((entry) => entry.type === 'contact_logged').map((entry) => entry.text)).toEqual([
        'Call: Spoke (1st attempt)',
      ]);
    }
  });

  it('refuses a lead that is not from this business, and logs nothing', async () => {
    const cafe = await makeBusiness('Refused', '7700900203');
    const stranger = await makeBusiness('Stranger', '7700900204');
    expect(
      await refusal(
        agent.caller.admin.leads.logContact({
          id: cafe.enquiry,
          channel: 'call',
          outcome: 'no_answer',
          alsoIds: [cafe.popup, stranger.popup],
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', messages: [businessRecordMessages.notLinked] });
    for (const id of [cafe.enquiry, cafe.popup, stranger.popup]) {
      expect((await agent.caller.admin.leads.detail({ id })).attempts.count, id).toBe(0);
    }
  });

  it('shows answers as staff read them: a UK date, and no "Unknown" placeholder', async () => {
    const quote = await bed.visitor.energy.postCodeSubmit({
      post_code: 'E1 6QL',
      full_address: '83 Brick Lane, LONDON, E1 6QL',
      bussiness_name: 'Dated Deli',
    });
    const quoteId = quote.collections.id;
    await bed.visitor.energy.supplierSubmit({ id: quoteId, supplier: 'EDF', contact_end_date: '2027-03-31' });
    const energy = await agent.caller.admin.leads.detail({ id: await idOf({ guestLeadId: quoteId }) });
    expect(energy.answers).toContainEqual({ label: 'Contract end date', value: '31 March 2027' });
    expect(energy.answers).toContainEqual({
      label: 'Address',
      value: '83 Brick Lane, LONDON, E1 6QL',
      field: 'fullAddress',
    });

    const advance = await bed.visitor.cashAdvance.create({
      location_data: [{ label: 'Country', value: 'Unknown' }],
      take_payment: 'Face To Face',
      business_location: 'Store',
      business_name: 'Nowhere Ltd',
      card_provider: 'Dojo',
    });
    const cash = await agent.caller.admin.leads.detail({
      id: await idOf({ cashAdvanceApplicationId: advance.collections.id }),
    });
    expect(cash.answers.map((answer) => answer.label)).not.toContain('Country');
    expect(cash.answers).toContainEqual({ label: 'Business name', value: 'Nowhere Ltd', field: 'businessName' });
  });

  it('drops an erased enquiry from the business', async () => {
    const cafe = await makeBusiness('Erased', '7700900205');
    const { admin } = { admin: await bed.user('admin', 'Ada Erase') };
    await admin.caller.admin.leads.erase({ id: cafe.popup });
    expect((await linkedOf(cafe.enquiry)).map((lead) => lead.id)).toEqual([cafe.partner]);
    expect(await linkedOf(cafe.popup)).toEqual([]);
    expect(
      (
        await refusal(
          agent.caller.admin.leads.logContact({
            id: cafe.enquiry,
            channel: 'call',
            outcome: 'spoke',
            alsoIds: [cafe.popup],
          }),
        )
      ).messages,
    ).toEqual([businessRecordMessages.notLinked]);
  });
});
