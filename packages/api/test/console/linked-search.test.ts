import { testDatabaseKinds } from '@sme/db/testing';
import { describe, expect, it } from 'vitest';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';
import { startQuoteAt } from '../support/quote-start.ts';

describe.each(testDatabaseKinds())('searching the inbox for a business, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const enquiry = (name: string, phone: string, address: string) =>
    bed.visitor.forms.contactUs({
      first_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      phone,
      business_name: 'Saffron Row Kitchen',
      business_address: address,
      message: 'Please call',
      page: 'contact',
    });
  const businesses = (rows: { businessName: string | null; kind: string }[]) =>
    rows.map((row) => `${row.kind}: ${row.businessName}`).sort();

  it('finds every enquiry of a business by the postcode one of them gave, and by a callback reference', async () => {
    // The café's energy quote at her address, with a callback: her phone is on it.
    const quote = await startQuoteAt(bed.visitor, 'energy', 'E1 6QL');
    const callback = await bed.visitor.energy.requestCallback({
      id: quote.id,
      name: 'Sara Saffron',
      phone: '07700 900777',
    });
    // Her enquiry from the contact page, without a postcode in the address, from the same phone.
    await enquiry('Sara Saffron', '07700 900777', 'Brick Lane, London');
    // Another business with the same name, elsewhere, another phone.
    await enquiry('Leo Leeds', '07700 900888', '12 High Street, Leeds LS1 4AP');

    for (const q of ['E1 6QL', 'e16ql']) {
      const found = await agent.caller.admin.leads.list({ q });
      expect({ q, found: businesses(found.rows) }).toEqual({
        q,
        found: ['contact_us: Saffron Row Kitchen', `energy: ${quote.address.envelopeAddress.organisation}`].sort(),
      });
    }
    // A part of a postcode is a plain search: only the lead that holds it.
    expect(businesses((await agent.caller.admin.leads.list({ q: 'E1 6' })).rows)).toEqual([
      `energy: ${quote.address.envelopeAddress.organisation}`,
    ]);
    // The other business's postcode finds only it.
    expect(businesses((await agent.caller.admin.leads.list({ q: 'LS1 4AP' })).rows)).toEqual([
      'contact_us: Saffron Row Kitchen',
    ]);
    // The reference the visitor was given finds the quote.
    const reference = callback.callback.reference;
    expect((await agent.caller.admin.leads.list({ q: reference })).rows.map((row) => row.kind)).toEqual(['energy']);
  });
});
