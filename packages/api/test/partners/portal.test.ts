import { testDatabaseKinds } from '@sme/db/testing';
import { ukMonth, ukMonthLabel } from '@sme/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../console/console-testbed.ts';
import { refusal } from '../refusal.ts';
import { openPartnersForSuite, SITE, type PartnerTestbed } from './partner-testbed.ts';

/** A contact-us enquiry from the site, then referred by the partner (as a visit through their link would have it). */
async function referredLead(t: PartnerTestbed, partnerId: string | null, business: string, phone: string) {
  await t.bed.visitor.forms.contactUs({
    first_name: 'Priya Shah',
    email: `${phone.replace(/\D/g, '')}@shah.example`,
    phone,
    business_name: business,
  });
  const lead = await t.bed.db.prisma.lead.findFirstOrThrow({ where: { businessName: business }, select: { id: true } });
  await t.bed.db.prisma.lead.update({ where: { id: lead.id }, data: { partnerId } });
  return lead.id;
}

describe.each(testDatabaseKinds())('the partners portal and commission, on %s', (kind) => {
  let t: PartnerTestbed;
  let amir: { caller: Caller; partnerId: string; code: string };
  let bea: { caller: Caller; partnerId: string; code: string };
  openPartnersForSuite(kind, (opened) => (t = opened));

  beforeAll(async () => {
    amir = await t.newPartner('Amir Khan', 'amir@khan-consulting.co.uk');
    bea = await t.newPartner('Bea Lowe', 'bea@lowe.example');
  });

  it('shows a partner their referrals by month without anyone’s contact details, and not spam', async () => {
    const leadId = await referredLead(t, amir.partnerId, 'Shah Bakery Ltd', '07700 900123');
    const spam = await referredLead(t, amir.partnerId, 'Bot Ltd', '07700 900999');
    await t.admin.caller.admin.leads.setStatus({ id: spam, status: 'spam' });
    const lead = await t.bed.db.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    const month = ukMonth(lead.createdAt);

    const referrals = await amir.caller.partner.referrals();
    expect(referrals).toEqual({
      months: [
        {
          month,
          label: ukMonthLabel(month),
          count: 1,
          won: 0,
          referrals: [
            {
              id: leadId,
              businessName: 'Shah Bakery Ltd',
              kind: 'contact_us',
              kindLabel: 'Contact us',
              createdAt: lead.createdAt.toISOString(),
              status: 'new',
              statusLabel: 'New',
            },
          ],
        },
      ],
    });
    const shown = JSON.stringify(referrals);
    for (const personal of ['Priya', 'Shah@', '07700', '900123', '@shah.example'])
      expect(shown).not.toContain(personal);
    expect(await bea.caller.partner.referrals()).toEqual({ months: [] });
  });

  it('earns at the partner’s own rate, else the default, once staff mark the lead Won; moving it away takes it back', async () => {
    await t.admin.caller.admin.partners.setRate({ kind: 'contact_us', amountPence: 2500 });
    expect(await t.agent.caller.admin.partners.defaultRates()).toContainEqual({
      kind: 'contact_us',
      kindLabel: 'Contact us',
      amountPence: 2500,
    });
    const first = await referredLead(t, amir.partnerId, 'First Cafe', '07700 900201');
    await t.agent.caller.admin.leads.setStatus({ id: first, status: 'won' });
    expect(await t.bed.db.prisma.partnerEarning.findUniqueOrThrow({ where: { leadId: first } })).toMatchObject({
      partnerId: amir.partnerId,
      kind: 'contact_us',
      amountPence: 2500,
    });

    expect(
      await t.admin.caller.admin.partners.setRate({ partnerId: amir.partnerId, kind: 'contact_us', amountPence: 4000 }),
    ).toEqual({ kind: 'contact_us', kindLabel: 'Contact us', amountPence: 4000, own: true });
    const second = await referredLead(t, amir.partnerId, 'Second Cafe', '07700 900202');
    await t.agent.caller.admin.leads.setStatus({ id: second, status: 'won' });

    const earnings = await amir.caller.partner.earnings();
    expect(earnings.rates).toContainEqual({ kind: 'contact_us', kindLabel: 'Contact us', amountPence: 4000 });
    expect(earnings.totalPence).toBe(6500);
    expect(earnings.months).toHaveLength(1);
    expect(
      earnings.months[0]!.items.map(({ businessName, kindLabel, amountPence }) => ({
        businessName,
        kindLabel,
        amountPence,
      })),
    ).toEqual([
      { businessName: 'Second Cafe', kindLabel: 'Contact us', amountPence: 4000 },
      { businessName: 'First Cafe', kindLabel: 'Contact us', amountPence: 2500 },
    ]);
    // A rate changed later leaves leads already won as they were.
    await t.admin.caller.admin.partners.setRate({ partnerId: amir.partnerId, kind: 'contact_us', amountPence: null });
    expect((await amir.caller.partner.earnings()).totalPence).toBe(6500);

    // Moved back from Won (a mistake, or the deal fell through): the earning goes.
    await t.agent.caller.admin.leads.setStatus({ id: first, status: 'lost' });
    expect(await t.bed.db.prisma.partnerEarning.findUnique({ where: { leadId: first } })).toBeNull();
    expect((await amir.caller.partner.earnings()).totalPence).toBe(4000);

    // The other partner sees none of it.
    expect(await bea.caller.partner.earnings()).toMatchObject({ totalPence: 0, months: [] });
    expect(await bea.caller.partner.referrals()).toEqual({ months: [] });

    // An agent cannot set rates.
    expect(await refusal(t.agent.caller.admin.partners.setRate({ kind: 'energy', amountPence: 1 }))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('writes the month’s statement as CSV: spreadsheet-safe, with the total', async () => {
    const evil = await referredLead(t, bea.partnerId, '=HYPERLINK("x"),Ltd', '07700 900301');
    const plain = await referredLead(t, bea.partnerId, 'Lowe & Sons', '07700 900302');
    await t.admin.caller.admin.partners.setRate({ partnerId: bea.partnerId, kind: 'contact_us', amountPence: 1250 });
    for (const id of [evil, plain]) await t.admin.caller.admin.leads.setStatus({ id, status: 'won' });
    // Won on known days of October 2026 (British Summer Time until the 25th): the 1st at 00:30 in London.
    await t.bed.db.prisma.partnerEarning.update({
      where: { leadId: evil },
      data: { wonAt: new Date('2026-09-30T23:30:00Z') },
    });
    await t.bed.db.prisma.partnerEarning.update({
      where: { leadId: plain },
      data: { wonAt: new Date('2026-10-31T23:59:00Z') },
    });
    const csv =
      '\uFEFFDate won,Business name,Kind,Commission (£)\r\n' +
      `2026-10-01,"'=HYPERLINK(""x""),Ltd",Contact us,12.50\r\n` +
      '2026-10-31,Lowe & Sons,Contact us,12.50\r\n' +
      'Total,,,25.00\r\n';
    expect(await bea.caller.partner.statement({ month: '2026-10' })).toEqual({
      filename: `partner-statement-${bea.code}-2026-10.csv`,
      csv,
    });
    expect(await t.agent.caller.admin.partners.statement({ partnerId: bea.partnerId, month: '2026-10' })).toEqual({
      filename: `partner-statement-${bea.code}-2026-10.csv`,
      csv,
    });
    // Another partner's statement for that month has none of it.
    expect((await amir.caller.partner.statement({ month: '2026-10' })).csv).toBe(
      '\uFEFFDate won,Business name,Kind,Commission (£)\r\nTotal,,,0.00\r\n',
    );
    expect(await refusal(bea.caller.partner.statement({ month: '2026-13' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Please choose a month (YYYY-MM).'],
    });
  });

  it('shows staff each partner with their figures, rates and months', async () => {
    const list = await t.agent.caller.admin.partners.list();
    expect(list).toEqual([
      {
        id: amir.partnerId,
        name: 'Amir Khan',
        email: 'amir@khan-consulting.co.uk',
        code: amir.code,
        referrals: 3,
        won: 1,
        earnedPence: 4000,
        invitation: 'accepted',
      },
      {
        id: bea.partnerId,
        name: 'Bea Lowe',
        email: 'bea@lowe.example',
        code: bea.code,
        referrals: 2,
        won: 2,
        earnedPence: 2500,
        invitation: 'accepted',
      },
    ]);
    expect(await t.agent.caller.admin.partners.options()).toEqual([
      { id: amir.partnerId, name: 'Amir Khan', code: amir.code },
      { id: bea.partnerId, name: 'Bea Lowe', code: bea.code },
    ]);
    const page = await t.agent.caller.admin.partners.get({ partnerId: bea.partnerId });
    expect(page).toMatchObject({ name: 'Bea Lowe', code: bea.code, link: `${SITE}/?ref=${bea.code}` });
    expect(page.rates.find((rate) => rate.kind === 'contact_us')).toEqual({
      kind: 'contact_us',
      kindLabel: 'Contact us',
      amountPence: 1250,
      own: true,
    });
    expect(page.rates.find((rate) => rate.kind === 'energy')).toMatchObject({ amountPence: 0, own: false });
    expect(page.months).toContainEqual({
      month: '2026-10',
      label: 'October 2026',
      referrals: 0,
      won: 0,
      earnedPence: 2500,
    });
    expect(
      await refusal(t.agent.caller.admin.partners.get({ partnerId: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({
      code: 'NOT_FOUND',
      messages: ['That partner does not exist.'],
    });
  });
});
