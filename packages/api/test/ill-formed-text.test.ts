import { testDatabaseKinds } from '@sme/db/testing';
import { attributionFieldNames, HONEYPOT_FIELD } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../src/index.ts';
import { errorMessages, illFormedText as illFormed, stringLeaves, type FieldSchema } from '../src/testing.ts';
import { openStaffForSuite, type Caller, type ConsoleTestbed } from './console/console-testbed.ts';
import { calendlyUris } from './support/booking-reports.ts';
import { startQuoteAt } from './support/quote-start.ts';
import { spoilt } from './support/spoilt.ts';
import { loanBasics, merchantForm } from './support/sample-answers.ts';
import { signedInPartner } from './partners/signed-in-partner.ts';
import { catalogueFindsNothing, catalogueIllFormedRows } from './content/catalogue-ill-formed-rows.ts';
import { postsFindNothing, postsIllFormedRows } from './content/posts-ill-formed-rows.ts';
import { specClaimEvidence } from './support/claim-evidence.ts';
import { exampleLoanFigures } from './support/loan-figures.ts';

// Issue 26: a lone UTF-16 surrogate in a text input answered 500 (the console's addNote: P2007; the forms: P2010).
// Every procedure, the console's included, must refuse one in any text field as it refuses a control character:
// a 4xx with that field's own message, never INTERNAL_SERVER_ERROR.

interface Flows {
  energy: string;
  waterWaste: string;
  loan: string;
  cashAdvance: string;
}

/**
 * A record of each kind for the calls to work on. A booked call or a callback request closes its quote, so those
 * get records of their own.
 */
interface Records extends Flows {
  booked: Flows;
  called: Flows;
  /** A water & waste quote for Waste (the other steps' quote is for Water). */
  waste: string;
  lead: string;
  /** Erased by the row's own call. */
  erasedLead: string;
  /** The admin's own note on `lead`, and their follow-up on it: what deleteNote and followUps.done act on. */
  note: string;
  followUp: string;
  user: string;
}

type Input = Record<string, unknown> | undefined;

/** A partner id no partner has. */
const NO_PARTNER = '00000000-0000-4000-8000-000000000000';

/**
 * How a procedure is called: as a visitor or a signed-in admin, with an input it accepts; a path that takes several
 * shapes gives one of each, and a field is tried in the first shape that names it.
 */
interface Row {
  as: 'visitor' | 'admin' | 'signing in' | 'partner';
  input: (records: Records) => Input | Input[];
}

/** The input a field is tried in: the first shape that names it, else the first. */
/** The row's first shape that has the field at this path (each kind of finance figures has fields of its own). */
function inputFor(row: Row, records: Records, at: readonly (string | number)[] = []): Input {
  const shapes = [row.input(records)].flat();
  const has = (shape: Input) =>
    at.reduce<{ found: boolean; value: unknown }>(
      ({ found, value }, key) =>
        found && value !== null && typeof value === 'object' && key in value
          ? { found, value: (value as Record<string | number, unknown>)[key] }
          : { found: false, value: undefined },
      { found: true, value: shape },
    ).found;
  return shapes.find((shape) => at.length > 0 && shape !== undefined && has(shape)) ?? shapes[0];
}

const booking = (id: string) => ({ uri: calendlyUris(`ILLFORMED${id.slice(0, 8).toUpperCase()}`), id });
const callback = {
  name: 'Sam Jones',
  phone: '07700 900456',
  best_time: 'As soon as possible',
  email: 'sam@example.co.uk',
};
const postCodeStep = { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: 'Bakery' };
const filters = { assignee: 'unassigned', from: '2026-01-01', to: '2026-12-31', q: 'Carter' };

/** Figures of each kind that pass the console's rules: admin.finance.save's text fields are their dates and fuel. */
const financeFigures = {
  loan: exampleLoanFigures,
  cashAdvance: { asOf: '2026-11-01', factorRateFrom: 1.15, factorRateTo: 1.35, takingsSharePercent: 10 },
  energyRates: {
    asOf: '2026-11-01',
    bands: [{ fuel: 'gas', fromKwh: 0, toKwh: null, unitRatePence: 6.2, standingChargePencePerDay: 40 }],
  },
  climateChangeLevy: { inForceFrom: '2025-04-01', electricityPencePerKwh: 0.775, gasPencePerKwh: 0.791 },
  claims: specClaimEvidence,
};

/** The calls both guest-lead flows answer alike, each on that flow's own records. */
const guestLeadRows = (flow: 'energy' | 'waterWaste'): Record<string, Row> => ({
  [`${flow}.postCodeSubmit`]: { as: 'visitor', input: (r) => ({ ...postCodeStep, id: r[flow] }) },
  [`${flow}.businessNameSubmit`]: { as: 'visitor', input: (r) => ({ id: r[flow], bussiness_name: 'Bakery' }) },
  [`${flow}.clientPersonalInfoStore`]: { as: 'visitor', input: (r) => booking(r.booked[flow]) },
  [`${flow}.requestCallback`]: {
    as: 'visitor',
    input: (r) => ({ ...callback, id: r.called[flow], post_code: 'ZE3 9JW' }),
  },
  [`${flow}.guestInfo`]: { as: 'visitor', input: (r) => ({ id: r[flow] }) },
});

/**
 * Every procedure that takes an input, with one it accepts. Checked against the router: a new procedure without
 * a row fails here.
 */
const rows: Record<string, Row> = {
  'address.lookup': { as: 'visitor', input: () => ({ postcode: 'E1 6QL' }) },
  'blog.section': { as: 'visitor', input: () => ({ section: 'home' }) },
  'blog.list': { as: 'visitor', input: () => ({ page: 1, per_page: 6 }) },
  'blog.details': { as: 'visitor', input: () => ({ title: 'what-to-have-ready' }) },
  'blog.detailsById': { as: 'visitor', input: () => ({ id: '1', title: 'what-to-have-ready' }) },
  'businessLoan.basicInfo': { as: 'visitor', input: (r) => ({ ...loanBasics, id: r.loan }) },
  'businessLoan.category': { as: 'visitor', input: (r) => ({ id: r.loan, business_cat: 'Retail' }) },
  'businessLoan.turnover': { as: 'visitor', input: (r) => ({ id: r.loan, monthly_turnover_from: 40 }) },
  'businessLoan.summary': { as: 'visitor', input: (r) => ({ id: r.loan }) },
  'businessLoan.application': { as: 'visitor', input: (r) => ({ id: r.loan }) },
  'businessLoan.submit': {
    as: 'visitor',
    input: (r) => [
      { ...loanBasics, company_name: 'Carter Submit Ltd' },
      { id: r.loan, business_cat: 'Retail' },
      { id: r.loan, monthly_turnover_from: 40 },
    ],
  },
  'businessLoan.clientPersonalInfoStore': { as: 'visitor', input: (r) => booking(r.booked.loan) },
  'businessLoan.requestCallback': { as: 'visitor', input: (r) => ({ ...callback, id: r.called.loan }) },
  'cashAdvance.create': { as: 'visitor', input: () => merchantForm },
  'cashAdvance.update': { as: 'visitor', input: (r) => ({ id: r.cashAdvance, product_id: 'Not sure' }) },
  'cashAdvance.store': {
    as: 'visitor',
    input: (r) => [
      { ...merchantForm, business_name: 'Carter Store Ltd' },
      { id: r.cashAdvance, product_id: 'Not sure' },
    ],
  },
  'cashAdvance.locationData': { as: 'visitor', input: () => undefined },
  'cashAdvance.catalogue': { as: 'visitor', input: () => ({ term_id: 1 }) },
  'cashAdvance.getData': { as: 'visitor', input: () => ({ ids: ['{"term_id":1}'] }) },
  'cashAdvance.summary': { as: 'visitor', input: (r) => ({ id: r.cashAdvance }) },
  'cashAdvance.application': { as: 'visitor', input: (r) => ({ id: r.cashAdvance }) },
  'cashAdvance.clientPersonalInfoStore': { as: 'visitor', input: (r) => booking(r.booked.cashAdvance) },
  'cashAdvance.requestCallback': { as: 'visitor', input: (r) => ({ ...callback, id: r.called.cashAdvance }) },
  ...guestLeadRows('energy'),
  'energy.serviceSubmit': { as: 'visitor', input: (r) => ({ id: r.energy, service: 'Gas' }) },
  'energy.supplierSubmit': {
    as: 'visitor',
    input: (r) => ({ id: r.energy, supplier: 'EDF', contact_end_date: '2027-03-31' }),
  },
  'energy.figures': { as: 'visitor', input: (r) => ({ id: r.energy }) },
  'finance.figures': { as: 'visitor', input: () => undefined },
  'admin.finance.save': {
    as: 'admin',
    // The energy rates first: a field is spoilt in the first shape that has it, and only they have a fuel.
    input: () => [
      { kind: 'energyRates', data: financeFigures.energyRates },
      { kind: 'loan', data: financeFigures.loan },
      { kind: 'cashAdvance', data: financeFigures.cashAdvance },
      { kind: 'climateChangeLevy', data: financeFigures.climateChangeLevy },
      { kind: 'claims', data: financeFigures.claims },
    ],
  },
  'forms.contactUs': {
    as: 'visitor',
    input: () => ({
      first_name: 'Sam',
      email: 'sam@example.co.uk',
      phone: '07700 900456',
      business_name: 'Bakery',
      business_address: '1 Mill Lane',
      message: 'Hello',
      page: 'contact',
    }),
  },
  'forms.register': {
    as: 'visitor',
    input: () => ({ name: 'Sam', email: 'sam@example.co.uk', phone: '07700 900456', business_address: '1 Mill Lane' }),
  },
  'forms.popup': {
    as: 'visitor',
    input: () => ({ name: 'Sam', email: 'sam@example.co.uk', phone: '07700 900456', page: '/contact' }),
  },
  ...guestLeadRows('waterWaste'),
  'waterWaste.waterSubmit': { as: 'visitor', input: (r) => ({ id: r.waterWaste, service: 'Water' }) },
  'waterWaste.wasteSubmit': { as: 'visitor', input: (r) => ({ id: r.waste, service: 'Waste' }) },
  'waterWaste.annualUsageSubmit': { as: 'visitor', input: (r) => ({ id: r.waterWaste, annual_usage: 'About 900' }) },
  'waterWaste.wasteInfoSubmit': {
    as: 'visitor',
    input: (r) => ({ id: r.waste, require_bin: 2, bin_capacity: 1100, bin_collected_days: 'Twice a week' }),
  },
  'admin.session.signIn': {
    as: 'signing in',
    input: () => ({ email: 'nobody@example.co.uk', password: 'not the password' }),
  },
  'admin.leads.list': { as: 'admin', input: () => ({ ...filters, kind: 'contact_us', status: 'new', page: 1 }) },
  'admin.leads.detail': { as: 'admin', input: (r) => ({ id: r.lead }) },
  'admin.leads.setStatus': { as: 'admin', input: (r) => ({ id: r.lead, status: 'contacted' }) },
  'admin.leads.setPartner': { as: 'admin', input: (r) => ({ id: r.lead, partnerId: null }) },
  'admin.leads.addNote': { as: 'admin', input: (r) => ({ id: r.lead, text: 'Rang back' }) },
  'admin.leads.assign': { as: 'admin', input: (r) => ({ id: r.lead, assigneeId: r.user }) },
  'admin.leads.logContact': {
    as: 'admin',
    input: (r) => ({ id: r.lead, channel: 'call', outcome: 'no_answer', text: 'Rang, no answer' }),
  },
  'admin.leads.viewers': { as: 'admin', input: (r) => ({ id: r.lead }) },
  'admin.leads.viewing': { as: 'admin', input: (r) => ({ id: r.lead }) },
  'admin.leads.leave': { as: 'admin', input: (r) => ({ id: r.lead }) },
  'admin.leads.doNotContact': { as: 'admin', input: (r) => ({ id: r.erasedLead, reason: 'Asked us not to call' }) },
  'admin.leads.correctAnswer': {
    as: 'admin',
    input: (r) => ({ id: r.lead, field: 'businessName', value: 'Carter Bakery Ltd' }),
  },
  'admin.leads.deleteNote': { as: 'admin', input: (r) => ({ eventId: r.note }) },
  'admin.followUps.set': {
    as: 'admin',
    input: (r) => ({ leadId: r.lead, dueAt: new Date(Date.now() + 3_600_000).toISOString() }),
  },
  'admin.followUps.done': { as: 'admin', input: (r) => ({ id: r.followUp }) },
  'admin.session.setNewLeadAlerts': { as: 'admin', input: () => ({ on: false }) },
  'admin.session.setOnDuty': { as: 'admin', input: () => ({ on: false }) },
  'admin.reports.speedToLead': { as: 'admin', input: () => ({ from: '2026-03-27', to: '2026-03-30' }) },
  'admin.partners.approve': { as: 'admin', input: (r) => ({ leadId: r.lead }) },
  'admin.partners.resendInvitation': { as: 'admin', input: () => ({ partnerId: NO_PARTNER }) },
  'admin.partners.forRegistration': { as: 'admin', input: (r) => ({ leadId: r.lead }) },
  'admin.partners.get': { as: 'admin', input: () => ({ partnerId: NO_PARTNER }) },
  'admin.partners.setAccess': { as: 'admin', input: () => ({ partnerId: NO_PARTNER, disabled: true }) },
  'admin.partners.setRate': { as: 'admin', input: () => ({ partnerId: NO_PARTNER, kind: 'energy', amountPence: 100 }) },
  'admin.partners.statement': { as: 'admin', input: () => ({ partnerId: NO_PARTNER, month: '2026-10' }) },
  'partner.session.signIn': {
    as: 'signing in',
    input: () => ({ email: 'nobody@example.co.uk', password: 'not the password' }),
  },
  'partner.session.setPassword': {
    as: 'signing in',
    input: () => ({ token: 'A'.repeat(43), password: 'twelve chars ok' }),
  },
  'partner.statement': { as: 'partner', input: () => ({ month: '2026-10' }) },
  'admin.reports.attribution': { as: 'admin', input: () => ({ from: '2026-02-02', to: '2026-02-08' }) },
  'admin.reports.funnels': { as: 'admin', input: () => ({ from: '2026-02-02', to: '2026-02-08' }) },
  'booking.screenShown': { as: 'visitor', input: (r) => ({ slug: 'commercial-utility', id: r.energy }) },
  'booking.callbackPlan': {
    as: 'visitor',
    input: (r) => ({ slug: 'commercial-utility', id: r.energy, reference: 'CB-2345AB' }),
  },
  'admin.leads.erase': { as: 'admin', input: (r) => ({ id: r.erasedLead }) },
  'admin.leads.resendDelivery': { as: 'admin', input: (r) => ({ id: r.lead }) },
  'admin.users.create': {
    as: 'admin',
    input: () => ({ name: 'New Agent', email: 'new.agent@example.co.uk', password: 'twelve chars ok', role: 'agent' }),
  },
  'admin.users.setRole': { as: 'admin', input: (r) => ({ userId: r.user, role: 'agent' }) },
  'admin.users.setDisabled': { as: 'admin', input: (r) => ({ userId: r.user, disabled: false }) },
  'admin.users.unlockSignIn': { as: 'admin', input: (r) => ({ userId: r.user }) },
  'admin.audit.list': { as: 'admin', input: () => ({ page: 1 }) },
  ...postsIllFormedRows,
  ...catalogueIllFormedRows,
};

type Procedure = { _def: { type: string; inputs: z.ZodType[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

/** The procedures that take input, and every text field of each (as its input schema documents it). */
const withInput = Object.entries(procedures).filter(([, procedure]) => procedure._def.inputs.length > 0);
const fields = withInput.flatMap(([path, procedure]) =>
  procedure._def.inputs.flatMap((input) =>
    stringLeaves(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as FieldSchema).map((at) => ({
      path,
      field: at.join('.'),
      at,
    })),
  ),
);
const cases = fields.flatMap((field) => illFormed.map((variant) => ({ ...field, variant })));

/** What the caller sees: the answer, or the refusal's code and messages. */
async function outcome(call: () => Promise<unknown>) {
  try {
    await call();
    return { code: 'OK', messages: [] as string[] };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, messages: errorMessages(error) };
    throw error;
  }
}

describe.each(testDatabaseKinds())('ill-formed Unicode in procedure inputs, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let admin: Caller;
  let agentId: string;
  let records: Records;
  let partner: Caller;
  openStaffForSuite(
    kind,
    (staff) =>
      ({
        bed,
        admin: { caller: admin },
        agent: { id: agentId },
      } = staff),
  );

  beforeAll(async () => {
    const { visitor } = bed;
    // Each set its own answers: the same submission again within minutes is taken once, as the same record.
    const flows = async (set: number): Promise<Flows> => ({
      energy: (await startQuoteAt(visitor, 'energy', ['E1 6QL', 'SE1 1TL', 'NW1 8AF'][set]!)).id,
      waterWaste: (await startQuoteAt(visitor, 'waterWaste', ['BN1 2RG', 'SL1 4BG', 'BS1 3BX'][set]!)).id,
      loan: (await visitor.businessLoan.basicInfo({ ...loanBasics, company_name: `Carter ${set} Ltd` })).collections.id,
      cashAdvance: (await visitor.cashAdvance.create({ ...merchantForm, business_name: `Carter ${set} Ltd` }))
        .collections.id,
    });
    for (const first_name of ['Sam Carter', 'Kim Carter']) {
      await visitor.forms.contactUs({ first_name, phone: '07700 900456', business_name: 'Carter Bakery' });
    }
    const [lead, erasedLead] = (await admin.admin.leads.list({ kind: 'contact_us' })).rows;
    await admin.admin.leads.addNote({ id: lead!.id, text: 'Rang back' });
    const note = await bed.db.prisma.leadEvent.findFirstOrThrow({
      where: { leadId: lead!.id, type: 'note_added' },
      select: { id: true },
    });
    const followUp = await admin.admin.followUps.set({
      leadId: lead!.id,
      dueAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    records = {
      ...(await flows(0)),
      booked: await flows(1),
      called: await flows(2),
      waste: (await startQuoteAt(visitor, 'waterWaste', 'EX1 1GE')).id,
      lead: lead!.id,
      erasedLead: erasedLead!.id,
      note: note.id,
      followUp: followUp.id,
      user: agentId,
    };
    partner = await signedInPartner(bed, admin);
  }, 120_000);

  /** Calls the procedure at `path` with `input`, as the row says. */
  const call = (path: string, input: unknown) => {
    const caller = { visitor: bed.visitor, admin, 'signing in': bed.caller().caller, partner }[rows[path]!.as];
    const procedure = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller);
    return outcome(() => (procedure as (input: unknown) => Promise<unknown>)(input));
  };

  it('has a row for every procedure that takes input, and covers every text field', async () => {
    expect(withInput.map(([path]) => path).sort()).toEqual(Object.keys(rows).sort());
    expect(fields.map((field) => `${field.path} ${field.field}`)).toEqual(
      expect.arrayContaining(['admin.leads.addNote text', 'admin.users.create name', 'forms.popup page']),
    );
    // Each row's input gets through its checks as it stands, so the refusals below are the text's doing. On a
    // database without posts, products, deliveries or that account, these find nothing.
    const findsNothing: Record<string, string> = {
      'blog.details': 'NOT_FOUND',
      'blog.detailsById': 'NOT_FOUND',
      'cashAdvance.catalogue': 'NOT_FOUND',
      'cashAdvance.getData': 'NOT_FOUND',
      'admin.leads.resendDelivery': 'NOT_FOUND',
      'admin.session.signIn': 'UNAUTHORIZED',
      'admin.partners.approve': 'BAD_REQUEST',
      'admin.partners.resendInvitation': 'NOT_FOUND',
      'admin.partners.get': 'NOT_FOUND',
      'admin.partners.setAccess': 'NOT_FOUND',
      'admin.partners.setRate': 'NOT_FOUND',
      'admin.partners.statement': 'NOT_FOUND',
      'partner.session.signIn': 'UNAUTHORIZED',
      'partner.session.setPassword': 'BAD_REQUEST',
      ...postsFindNothing,
      ...catalogueFindsNothing,
    };
    for (const path of Object.keys(rows)) {
      for (const input of [rows[path]!.input(records)].flat()) {
        const { code, messages } = await call(path, input);
        expect(code, `${path}: ${messages.join(' ')}`).toBe(findsNothing[path] ?? 'OK');
      }
    }
  });

  it.each(cases)('$path with $variant.label in $field: refused with its message', async (row) => {
    const input = inputFor(rows[row.path]!, records, row.at);
    const answer = await call(row.path, spoilt(input, row.at, row.variant.text));
    expect(answer.code, JSON.stringify(answer)).not.toBe('INTERNAL_SERVER_ERROR');
    if (row.field === HONEYPOT_FIELD || (attributionFieldNames as string[]).includes(String(row.field))) {
      // The honeypot is never refused (a bot learns nothing) and never stored: filled is filled, whatever it holds.
      // Nor is a visit's attribution: text the database cannot keep is left out, as a value of the wrong type is.
      expect(answer).toEqual(await call(row.path, spoilt(input, row.at, 'ordinary text')));
      return;
    }
    expect(['BAD_REQUEST', 'NOT_FOUND']).toContain(answer.code);
    // Refused as the same field with a control character in the same place: the field's own words.
    expect(answer).toEqual(await call(row.path, spoilt(input, row.at, '\u0000')));
  });

  const unstorable = (label: string) => `${label} contains characters we cannot store.`;
  it.each([
    ['admin.leads.addNote', { text: 'note \ud800' }, unstorable('Note')],
    ['admin.users.create', { name: 'New \udfff Agent' }, unstorable('Name')],
    ['admin.users.create', { password: 'twelve chars \ud800' }, unstorable('The password')],
    ['admin.session.signIn', { email: 'ada\udc00@example.co.uk' }, unstorable('The e-mail address')],
    ['admin.session.signIn', { password: 'guess \ud83d' }, unstorable('The password')],
    ['admin.leads.list', { q: 'Carter \udc00\ud83d' }, unstorable('Search')],
    ['admin.leads.list', { assignee: 'user\ud800' }, 'That user does not exist.'],
    ['admin.users.setRole', { userId: 'user\udfff' }, 'That user does not exist.'],
    ['forms.popup', { name: 'A\ud800' }, unstorable('Name')],
    ['forms.popup', { page: '/\ud800' }, unstorable('Page')],
    ['forms.contactUs', { message: 'Hello \udfff' }, unstorable('Message')],
  ])('%s names the field in words: %j', async (path, change, message) => {
    const answer = await call(path, { ...inputFor(rows[path]!, records), ...change });
    expect(answer).toEqual({ code: 'BAD_REQUEST', messages: [message] });
  });

  it('refuses a lead assigned to an ill-formed user id as to an unknown one', async () => {
    const answer = await call('admin.leads.assign', { id: records.lead, assigneeId: 'user\ud800' });
    expect(answer).toEqual({ code: 'BAD_REQUEST', messages: ['That user does not exist.'] });
  });
});
