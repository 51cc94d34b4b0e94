import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { partnerForm as partner } from './support/sample-answers.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';

describe.each(testDatabaseKinds())('forms.register and forms.popup on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened));

  it('registers a partner', async () => {
    const answer = await caller.forms.register(partner);
    const stored = await db.prisma.partnerRegistration.findFirstOrThrow({ where: { email: partner.email } });
    expect(stored).toMatchObject({
      name: 'Amir Khan',
      phone: '07700 900321',
      businessAddress: '5 Park Row, Bristol BS1 5LJ',
    });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { partnerRegistrationId: stored.id } });
    expect(answer).toEqual({ message: 'Registration Successful!', collections: { lead_id: lead.id } });
  });

  it.each(['name', 'email', 'phone', 'business_address'] as const)(
    'refuses a registration without %s',
    async (field) => {
      await expect(caller.forms.register({ ...partner, [field]: ' ' })).rejects.toThrow(
        'All fields are required to be filled.',
      );
    },
  );

  it('stores a popup lead with the page it came from', async () => {
    const lead = { name: 'Gwen Hughes', email: 'gwen@example.com', phone: '01632 960000', page: '/blogs' };
    const answer = await caller.forms.popup(lead);
    const stored = await db.prisma.popupLead.findFirstOrThrow({ where: { email: lead.email } });
    expect(stored).toMatchObject({
      name: 'Gwen Hughes',
      phone: '01632 960000',
      page: '/blogs',
    });
    const taken = await db.prisma.lead.findFirstOrThrow({ where: { popupLeadId: stored.id } });
    expect(answer).toEqual({
      message: "Thank you for reaching out! We'll be in touch soon.",
      collections: { lead_id: taken.id },
    });
  });

  it.each(['name', 'email', 'phone'] as const)('refuses a popup lead without %s', async (field) => {
    await expect(
      caller.forms.popup({ name: 'A', email: 'a@example.com', phone: '01632 960001', [field]: '' }),
    ).rejects.toThrow('Form data missing !');
  });

  it('checks formats on both forms', async () => {
    await expect(caller.forms.popup({ name: 'A', email: 'nope', phone: '01632 960001' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(caller.forms.register({ ...partner, phone: 'x' })).rejects.toThrow(
      'Please enter a valid phone number.',
    );
  });
});
