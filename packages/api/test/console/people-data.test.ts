import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { parse } from 'csv-parse/sync';
import { demoAddressProvider, exportLeads } from '../../src/index.ts';
import { refusal } from '../refusal.ts';
import { answerLabelsFor } from '../../src/routers/admin/leads/export-answer-columns.ts';
import { exportHeader, openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console-testbed.ts';

/** Reads the export as a spreadsheet would: a UTF-8 byte-order mark, then CRLF rows. */
function readCsv(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain('\r\n');
  return parse(csv, { bom: true }) as string[][];
}

describe.each(testDatabaseKinds())('export, erasure, retention and the audit log, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: ConsoleStaff['admin'];
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, admin, agent } = staff));
  afterEach(() => vi.useRealTimers());

  const enquiry = (name: string, business: string, extra: Record<string, string> = {}) =>
    bed.visitor.forms.contactUs({
      first_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      phone: '07700 900123',
      business_name: business,
      business_address: '12 High Street, Leeds LS1 4AP',
      message: 'Please call',
      page: 'contact',
      ...extra,
    });
  /** The export as the console's Export CSV reads it (GET /admin/leads.csv): the file read to its end. */
  const exportAs = async (staff: { cookie: string }, filters: Record<string, string>) => {
    const headers = new Headers({ cookie: staff.cookie });
    const ctx = { prisma: bed.db.prisma, addressLookup: demoAddressProvider(), consoleAuth: bed.auth };
    const { csv, filename } = await exportLeads({ ...ctx, http: { headers, secure: false, setCookies() {} } }, filters);
    const chunks: Buffer[] = [];
    for await (const chunk of csv) chunks.push(Buffer.from(chunk as Buffer));
    return { csv: Buffer.concat(chunks).toString('utf8'), filename };
  };
  const leadOf = async (q: string) => (await admin.caller.admin.leads.list({ q })).rows[0]!;

  it('exports the current filter as CSV with people’s column names, UK dates and formula cells defused', async () => {
    await enquiry('Eve Formula', '=SUM(A1:A9)');
    await enquiry('Plus Person', '+44 Trading');
    await enquiry('Minus Person', '-1 Ltd');
    await enquiry('At Person', '@cmd Ltd');
    await enquiry('Cafe Owner', 'Café "Crème", Ltd');
    const { csv, filename } = await exportAs(agent, { kind: 'contact_us' });
    expect(filename).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const table = readCsv(csv);
    expect(table).toHaveLength(1 + 5);
    expect(table[0]).toEqual([...exportHeader, ...answerLabelsFor(['contact_us'])]);
    const businesses = table.slice(1).map((row) => row[3]);
    expect(businesses).toEqual(['Café "Crème", Ltd', "'@cmd Ltd", "'-1 Ltd", "'+44 Trading", "'=SUM(A1:A9)"]);
    expect(table[1]![0]).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/);
    expect(table[1]!.slice(1, 3)).toEqual(['Contact us', 'New']);
    // The search narrows the export too.
    expect(readCsv((await exportAs(agent, { q: 'café' })).csv)).toHaveLength(2);
    const audit = await bed.db.prisma.auditEntry.findFirstOrThrow({
      where: { action: 'lead.export', actorId: agent.id },
    });
    expect(audit.detail).toMatchObject({ rows: 5 });
  });

  it('erases one person’s data: personal fields blanked everywhere, the lead kept as an anonymous count', async () => {
    await enquiry('Gina Gone', 'Gone Bakery');
    const lead = await leadOf('gina');
    await agent.caller.admin.leads.addNote({ id: lead.id, text: 'Gina said call her mobile 07700 900999' });
    await admin.caller.admin.leads.erase({ id: lead.id });

    const detail = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(detail).toMatchObject({
      erased: true,
      businessName: null,
      personName: null,
      email: null,
      phone: null,
      postCode: null,
      kind: 'contact_us',
    });
    expect(detail.answers).toEqual([{ label: 'Sent from the page', value: 'contact' }]);
    expect(JSON.stringify(detail.timeline)).not.toContain('07700 900999');
    expect(detail.timeline.at(-1)).toMatchObject({ who: 'Ada Admin', text: 'Personal data erased' });
    const stored = await bed.db.prisma.contactEnquiry.findFirstOrThrow({ where: { lead: { id: lead.id } } });
    expect(stored).toMatchObject({
      firstName: null,
      email: null,
      phone: null,
      businessName: null,
      businessAddress: null,
      message: null,
    });
    expect((await admin.caller.admin.leads.list({ q: 'gina' })).total).toBe(0);
    expect(await bed.db.prisma.lead.count({ where: { id: lead.id } })).toBe(1);
    expect(
      await bed.db.prisma.auditEntry.count({ where: { action: 'lead.erase', leadId: lead.id, actorId: admin.id } }),
    ).toBe(1);
  });

  it('erases a booked quote’s address, business name and the call’s invitee', async () => {
    const { collections } = await bed.visitor.waterWaste.postCodeSubmit({
      post_code: 'BS1 3BX',
      full_address: '1 Quay St, Bristol BS1 3BX',
      bussiness_name: 'Quay Cafe',
    });
    await bed.visitor.waterWaste.clientPersonalInfoStore({
      id: collections.id,
      uri: {
        event_uri: `https://api.calendly.com/scheduled_events/erase-${kind}`,
        invitee_uri: `https://api.calendly.com/scheduled_events/erase-${kind}/invitees/1`,
      },
    });
    const lead = await leadOf('quay cafe');
    await admin.caller.admin.leads.erase({ id: lead.id });
    const guest = await bed.db.prisma.guestLead.findUniqueOrThrow({
      where: { id: collections.id },
      include: { scheduledCalls: true },
    });
    expect(guest).toMatchObject({ postCode: '', fullAddress: '', businessName: null });
    expect(guest.scheduledCalls[0]).toMatchObject({
      inviteeUri: '',
      eventUri: `erased:${guest.scheduledCalls[0]!.id}`,
    });
  });

  it('lets only an admin erase', async () => {
    await enquiry('Keep Me', 'Kept Ltd');
    expect((await refusal(agent.caller.admin.leads.erase({ id: (await leadOf('keep me')).id }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('runs retention: leads without a contract go 24 months after the last contact; won leads stay', async () => {
    // Sessions last a working day, so staff sign in afresh at each moment the clock is moved to.
    const staffAt = async (moment: string) => {
      vi.setSystemTime(new Date(moment));
      return (await bed.user('admin', 'Ada Admin')).caller;
    };
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-01-10T10:00:00Z') });
    await enquiry('Old Lost', 'Old Lost Ltd');
    await enquiry('Old Won', 'Old Won Ltd');
    await enquiry('Old Worked', 'Old Worked Ltd');
    let staff = await staffAt('2024-01-10T10:05:00Z');
    const find = async (q: string) => (await staff.admin.leads.list({ q })).rows[0]!;
    const [lost, won, worked] = [await find('old lost'), await find('old won'), await find('old worked')];
    await staff.admin.leads.setStatus({ id: won.id, status: 'won' });
    // Staff contact a year later moves the period on.
    staff = await staffAt('2025-01-10T10:00:00Z');
    await staff.admin.leads.addNote({ id: worked.id, text: 'Still thinking about it' });

    staff = await staffAt('2026-01-09T10:00:00Z');
    expect((await staff.admin.audit.runRetention()).erased).toBe(0);
    staff = await staffAt('2026-01-11T10:00:00Z');
    expect((await staff.admin.audit.runRetention()).erased).toBe(1);
    expect(await staff.admin.leads.detail({ id: lost.id })).toMatchObject({ erased: true, personName: null });
    expect(await staff.admin.leads.detail({ id: won.id })).toMatchObject({ erased: false, personName: 'Old Won' });
    expect(await staff.admin.leads.detail({ id: worked.id })).toMatchObject({ erased: false });
    const erasedBy = (await staff.admin.leads.detail({ id: lost.id })).timeline.at(-1);
    expect(erasedBy).toMatchObject({ who: 'Retention', text: 'Personal data erased' });

    staff = await staffAt('2027-01-11T10:00:00Z');
    await staff.admin.audit.runRetention();
    expect(await staff.admin.leads.detail({ id: worked.id })).toMatchObject({ erased: true });
    expect(await staff.admin.leads.detail({ id: won.id })).toMatchObject({ erased: false });
  });

  it('manages users: create, change role, disable; every action in the audit log an admin reads', async () => {
    /** An agent added by the admin, with a password long enough unless the test says otherwise. */
    const createAgent = (user: { name: string; email: string; password?: string }) =>
      admin.caller.admin.users.create({ password: 'a long enough pass', role: 'agent', ...user });
    const { id } = await createAgent({ name: 'Nina New', email: 'Nina@Example.co.uk' });
    expect(await refusal(createAgent({ name: 'Again', email: 'nina@example.co.uk' }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['A user with that e-mail address already exists.'],
    });
    expect(
      await refusal(createAgent({ name: 'Short', email: 'short@example.co.uk', password: 'elevenchars' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      messages: ['The password must be at least 12 characters.'],
    });
    await admin.caller.admin.users.setRole({ userId: id, role: 'admin' });
    await admin.caller.admin.users.setDisabled({ userId: id, disabled: true });
    const nina = (await admin.caller.admin.users.list()).find((user) => user.id === id);
    expect(nina).toMatchObject({ name: 'Nina New', email: 'nina@example.co.uk', role: 'admin', disabled: true });
    expect((await agent.caller.admin.users.assignees()).map((user) => user.id)).not.toContain(id);
    expect(await refusal(admin.caller.admin.users.setDisabled({ userId: admin.id, disabled: true }))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['You cannot change your own role or disable yourself.'],
    });

    const { entries } = await admin.caller.admin.audit.list({});
    const about = entries.filter((entry) => entry.subject === 'Nina New').map((entry) => [entry.who, entry.what]);
    expect(about).toEqual([
      ['Ada Admin', 'Disabled a user'],
      ['Ada Admin', 'Changed a user’s role'],
      ['Ada Admin', 'Created a user'],
    ]);
    expect(entries.some((entry) => entry.what === 'Ran the retention job' && entry.who === 'System')).toBe(true);
  });
});
