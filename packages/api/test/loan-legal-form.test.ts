import { testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsoleTestbed, type Caller, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal, refusalStoringNothing } from './refusal.ts';
import { loanBasics as basics } from './support/sample-answers.ts';

// Issue 44, part 2: the loan wizard asks the borrower's legal form, so staff can tell whether an application is
// FCA-regulated credit. The site's form requires it; the procedure (and so POST /api/business-loan/submit, which
// runs the same step) takes it as optional, for integrators that do not send it yet.

const invalid =
  'Legal form must be one of: sole_trader, partnership_2_or_3, partnership_4_or_more, limited_company, llp, other.';

describe.each(testDatabaseKinds())('the borrower’s legal form (legal_form) on %s', (kind) => {
  let bed: ConsoleTestbed;
  let visitor: Caller;
  let agent: Caller;

  beforeAll(async () => {
    bed = await openConsoleTestbed(kind);
    visitor = bed.visitor;
    agent = (await bed.user('agent', 'Alex Agent')).caller;
  });
  afterAll(() => bed.close());

  const loanRow = (id: string) => bed.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } });
  const loanCount = () => bed.db.prisma.loanApplication.count();

  async function start(overrides: Record<string, unknown> = {}) {
    const { collections } = await visitor.businessLoan.basicInfo({ ...basics, ...overrides } as typeof basics);
    return collections.id;
  }

  /** The lead page's answers for an application, as the console shows them. */
  async function consoleAnswers(id: string) {
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: id } });
    const detail = await agent.admin.leads.detail({ id: lead.id });
    return detail.answers.map(({ label, value }) => ({ label, value }));
  }

  describe('stored on the application and shown back to the wizard', () => {
    it.each([
      ['sole_trader', 'sole_trader'],
      ['partnership_2_or_3', 'partnership_2_or_3'],
      ['partnership_4_or_more', 'partnership_4_or_more'],
      ['limited_company', 'limited_company'],
      ['llp', 'llp'],
      ['other', 'other'],
      [' Limited_Company ', 'limited_company'],
    ])('stores %j as %s', async (sent, stored) => {
      const id = await start({ legal_form: sent });
      expect((await loanRow(id)).legalForm).toBe(stored);
      expect((await visitor.businessLoan.summary({ id })).collections.legal_form).toBe(stored);
    });

    it('takes an application without one (REST clients that do not send it), as not given', async () => {
      for (const legal_form of [undefined, '', '   ']) {
        const id = await start(legal_form === undefined ? {} : { legal_form });
        expect((await loanRow(id)).legalForm).toBeNull();
        expect((await visitor.businessLoan.summary({ id })).collections.legal_form).toBeNull();
      }
    });

    it('changes it when the visitor comes back to step 1, and keeps it when an update leaves it out', async () => {
      const id = await start({ legal_form: 'sole_trader' });
      await visitor.businessLoan.basicInfo({ ...basics, id, legal_form: 'llp' });
      expect((await loanRow(id)).legalForm).toBe('llp');
      await visitor.businessLoan.basicInfo({ ...basics, id });
      expect((await loanRow(id)).legalForm).toBe('llp');
      await visitor.businessLoan.submit({ ...basics, id, legal_form: '' });
      expect((await loanRow(id)).legalForm).toBe('llp');
    });

    it.each(['plc', 'Sole trader', 'limited', 'sole-trader', 'x'.repeat(300)])(
      'refuses %j with the list of values, storing nothing',
      async (legal_form) => {
        const call = () => visitor.businessLoan.basicInfo({ ...basics, legal_form });
        expect(await refusalStoringNothing(loanCount, call)).toEqual({ code: 'BAD_REQUEST', messages: [invalid] });
      },
    );

    it.each([42, true, null, ['llp'], { form: 'llp' }])('refuses %j, which is not text', async (legal_form) => {
      const call = visitor.businessLoan.basicInfo({ ...basics, legal_form } as never);
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [invalid] });
    });

    it('keeps the stored one when an update is refused', async () => {
      const id = await start({ legal_form: 'partnership_2_or_3' });
      const call = visitor.businessLoan.basicInfo({ ...basics, id, legal_form: 'plc' });
      expect(await refusal(call)).toEqual({ code: 'BAD_REQUEST', messages: [invalid] });
      expect((await loanRow(id)).legalForm).toBe('partnership_2_or_3');
    });
  });

  describe('on the legacy submit path (POST /api/business-loan/submit)', () => {
    it('takes it with step 1, and refuses a value not on the list or not text', async () => {
      const { collections } = await visitor.businessLoan.submit({ ...basics, legal_form: 'sole_trader' });
      expect((await loanRow(collections.id)).legalForm).toBe('sole_trader');
      expect(await refusal(visitor.businessLoan.submit({ ...basics, legal_form: 'plc' }))).toEqual({
        code: 'BAD_REQUEST',
        messages: [invalid],
      });
      expect(await refusal(visitor.businessLoan.submit({ ...basics, legal_form: 7 } as never))).toEqual({
        code: 'BAD_REQUEST',
        messages: [invalid],
      });
    });
  });

  describe('in the console and what the business hears of the lead', () => {
    it.each([
      ['sole_trader', '25000', 'Sole trader', 'Yes'],
      ['sole_trader', '25001', 'Sole trader', 'No'],
      ['partnership_2_or_3', '3000', 'Partnership of 2 or 3 partners', 'Yes'],
      ['partnership_4_or_more', '3000', 'Partnership of 4 or more partners', 'No'],
      ['limited_company', '10000', 'Limited company', 'No'],
      ['llp', '10000', 'Limited liability partnership (LLP)', 'No'],
      ['other', '10000', 'Other (e.g. a charity or club)', 'Not known'],
    ])('%s borrowing £%s: Legal form %j, Regulated credit %j', async (legal_form, amount, label, regulated) => {
      const id = await start({ legal_form, borrow_ammount: amount });
      expect(await consoleAnswers(id)).toEqual([
        { label: 'Amount to borrow', value: `£${Number(amount).toLocaleString('en-GB')}` },
        { label: 'Term', value: '12 months' },
        { label: 'Company name', value: 'Carter Bakery Ltd' },
        { label: 'Legal form', value: label },
        { label: 'Regulated credit', value: regulated },
        { label: 'Company address', value: '3 Mill Lane, York, YO1 7HH' },
      ]);
    });

    it('says it is not known whether the credit is regulated when no legal form was given', async () => {
      const answers = await consoleAnswers(await start());
      expect(answers.find((answer) => answer.label === 'Legal form')).toBeUndefined();
      expect(answers).toContainEqual({ label: 'Regulated credit', value: 'Not known' });
    });

    it('works the line out again from the amount when the visitor changes it', async () => {
      const id = await start({ legal_form: 'sole_trader', borrow_ammount: '20000' });
      expect(await consoleAnswers(id)).toContainEqual({ label: 'Regulated credit', value: 'Yes' });
      await visitor.businessLoan.basicInfo({ ...basics, id, legal_form: 'sole_trader', borrow_ammount: '60000' });
      expect(await consoleAnswers(id)).toContainEqual({ label: 'Regulated credit', value: 'No' });
    });

    it('carries both lines in the completed lead’s webhook payload and sales e-mail', async () => {
      const id = await start({ legal_form: 'partnership_2_or_3', borrow_ammount: '12000' });
      await visitor.businessLoan.category({ id, business_cat: 'Retail' });
      await visitor.businessLoan.turnover({ id, monthly_turnover_from: 20 });
      const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: id } });
      const completed = await bed.db.prisma.delivery.findMany({
        where: { leadId: lead.id, eventType: 'lead_completed' },
      });
      expect(completed.map((row) => row.channel).sort()).toEqual(['business_email', 'webhook']);
      for (const row of completed) {
        const { answers } = (row.payload as { lead: { answers: { label: string; value: string }[] } }).lead;
        expect(answers).toEqual(
          expect.arrayContaining([
            { label: 'Legal form', value: 'Partnership of 2 or 3 partners' },
            { label: 'Regulated credit', value: 'Yes' },
          ]),
        );
      }
    });
  });
});
