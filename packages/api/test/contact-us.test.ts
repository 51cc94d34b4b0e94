import { describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { contactForm as full } from './support/sample-answers.ts';
import { openForSuite, type Caller } from './support/suite-database.ts';

describe.each(testDatabaseKinds())('forms.contactUs on %s', (kind) => {
  let db: Database;
  let caller: Caller;

  openForSuite(kind, (opened) => ({ db, caller } = opened));

  it('stores the main contact form with its page and service label', async () => {
    const result = await caller.forms.contactUs({ ...full, page: 'utility' });
    const stored = await db.prisma.contactEnquiry.findFirstOrThrow({ where: { email: full.email } });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { contactEnquiryId: stored.id } });
    expect(result).toEqual({ message: 'Thank you for reaching out!', collections: { lead_id: lead.id } });
    expect(stored).toMatchObject({
      firstName: 'Priya Shah',
      phone: '07700 900123',
      businessName: 'Shah Bakery Ltd',
      businessAddress: '12 High Street, Leeds LS1 4AP',
      message: 'We spend about £900 a month on electricity.',
      page: 'utility',
      serviceLabel: 'Commercial Utility',
    });
  });

  it.each([
    ['payment', 'Merchant Cash Advance'],
    ['business', 'Business Solutions'],
    ['contact', null],
  ] as const)('maps page %s to service label %s', async (page, label) => {
    await caller.forms.contactUs({ ...full, email: `${page}@example.com`, page });
    const stored = await db.prisma.contactEnquiry.findFirstOrThrow({ where: { email: `${page}@example.com` } });
    expect(stored.serviceLabel).toBe(label);
  });

  it('refuses the main form without name, phone or business name', async () => {
    await expect(caller.forms.contactUs({ ...full, business_name: '  ', page: 'home' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.forms.contactUs({ ...full, phone: '', page: 'contact' })).rejects.toThrow(
      'Name, Phone, and Business Name are required.',
    );
  });

  it('takes the shorter contact-us form with any one field and refuses it when all are empty', async () => {
    await caller.forms.contactUs({ email: 'only-email@example.com', page: 'about' });
    expect(await db.prisma.contactEnquiry.count({ where: { email: 'only-email@example.com', page: 'about' } })).toBe(1);
    await expect(caller.forms.contactUs({ first_name: ' ', page: 'blog' })).rejects.toThrow('Form data missing !');
    await expect(caller.forms.contactUs({})).rejects.toThrow('Form data missing !');
  });

  it('checks e-mail and phone formats and lengths on the server', async () => {
    await expect(caller.forms.contactUs({ ...full, email: 'not-an-email' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
    await expect(caller.forms.contactUs({ ...full, phone: 'call me' })).rejects.toThrow(
      'Please enter a valid phone number.',
    );
    await expect(caller.forms.contactUs({ ...full, first_name: 'x'.repeat(121) })).rejects.toThrow(
      'Name must be at most 120 characters.',
    );
  });

  it('stores nothing for a refused submission', async () => {
    const before = await db.prisma.contactEnquiry.count();
    await caller.forms.contactUs({ ...full, email: 'bad' }).catch(() => {});
    expect(await db.prisma.contactEnquiry.count()).toBe(before);
  });
});
