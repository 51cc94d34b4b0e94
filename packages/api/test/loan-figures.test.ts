import { testDatabaseKinds } from '@sme/db/testing';
import type { LoanSettings } from '@sme/domain';
import { describe, expect, it } from 'vitest';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';
import { loanBasics } from './support/sample-answers.ts';
import { calculatorLoanFigures } from './support/loan-figures.ts';

// The loan calculator's figures kept on the application: worked out on the server from the amount and term the
// calculator showed and the business's loan figures at the time, never taken from the browser; none without figures.

const loanFigures = calculatorLoanFigures;

/** £15,000 over 12 months at 9.9% to 29.9% APR, and the representative example, to the penny. */
const shownFor15000Over12 = {
  asOf: '2026-11-02',
  amountPounds: 15_000,
  termMonths: 12,
  quote: {
    lowest: { aprPercent: 9.9, monthlyPence: 131_509, totalPence: 1_578_108 },
    highest: { aprPercent: 29.9, monthlyPence: 143_621, totalPence: 1_723_452 },
  },
  example: {
    amountPence: 1_000_000,
    termMonths: 24,
    interestRatePercent: 12,
    aprPercent: 14.4,
    feePence: 15_000,
    monthlyPence: 47_073,
    totalPayablePence: 1_144_752,
  },
};

describe.each(testDatabaseKinds())('the loan calculator figures kept with the application, on %s', (kind) => {
  let bed: ConsoleTestbed;
  let agent: ConsoleStaff['agent'];
  openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));

  const enterLoanFigures = (data: LoanSettings | null) =>
    data === null
      ? bed.db.prisma.financeSetting.deleteMany({ where: { kind: 'loan' } })
      : bed.db.prisma.financeSetting.upsert({
          where: { kind: 'loan' },
          create: { kind: 'loan', data: { ...data } },
          update: { data: { ...data } },
        });
  const keptOf = async (id: string) =>
    (await bed.db.prisma.loanApplication.findUniqueOrThrow({ where: { id } })).figuresShown;
  const start = async (extra: Record<string, unknown>, company = 'Carter Bakery Ltd') =>
    (await bed.visitor.businessLoan.basicInfo({ ...loanBasics, company_name: company, ...extra } as never)).collections
      .id;

  it('keeps the figures the calculator showed for "£15,000" over 12 months, worked out on the server', async () => {
    await enterLoanFigures(loanFigures);
    const id = await start({
      calculator_amount: '£15,000',
      calculator_term: '12 months',
      // Figures a browser sends are not taken.
      figuresShown: { quote: { lowest: { monthlyPence: 1 } } },
    });
    expect(await keptOf(id)).toEqual(shownFor15000Over12);
  });

  it('shows the agent on the lead page what the visitor saw', async () => {
    await enterLoanFigures(loanFigures);
    const id = await start({ calculator_amount: 15000, calculator_term: 12 }, 'Lead Page Bakery Ltd');
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: id } });
    const detail = await agent.caller.admin.leads.detail({ id: lead.id });
    expect(detail.figures).toEqual({ loan: shownFor15000Over12 });
  });

  it('keeps nothing when the business has entered no loan figures (the calculator showed none)', async () => {
    await enterLoanFigures(null);
    const id = await start({ calculator_amount: '15000', calculator_term: '12 months' }, 'No Figures Ltd');
    expect(await keptOf(id)).toBeNull();
    const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { loanApplicationId: id } });
    expect((await agent.caller.admin.leads.detail({ id: lead.id })).figures).toBeNull();
  });

  it('keeps nothing when the visitor did not use the calculator', async () => {
    await enterLoanFigures(loanFigures);
    expect(await keptOf(await start({}, 'No Calculator Ltd'))).toBeNull();
  });

  it('keeps the figures of the last use when the visitor comes back to step 1, and leaves them without it', async () => {
    await enterLoanFigures(loanFigures);
    const id = await start({ calculator_amount: '£15,000', calculator_term: 12 }, 'Back Again Ltd');
    await bed.visitor.businessLoan.basicInfo({ ...loanBasics, company_name: 'Back Again Ltd', id });
    expect(await keptOf(id)).toEqual(shownFor15000Over12);
    await bed.visitor.businessLoan.basicInfo({
      ...loanBasics,
      company_name: 'Back Again Ltd',
      id,
      calculator_amount: '20000',
      calculator_term: '24 months',
    } as never);
    expect(await keptOf(id)).toMatchObject({
      amountPounds: 20_000,
      termMonths: 24,
      quote: {
        lowest: { aprPercent: 9.9, monthlyPence: 91_808, totalPence: 2_203_392 },
        highest: { aprPercent: 29.9, monthlyPence: 108_200, totalPence: 2_596_800 },
      },
    });
  });

  it('takes the calculator fields on the legacy POST /api/business-loan/submit too', async () => {
    await enterLoanFigures(loanFigures);
    const { collections } = await bed.visitor.businessLoan.submit({
      ...loanBasics,
      company_name: 'Legacy Client Ltd',
      calculator_amount: '15000',
      calculator_term: '12',
    });
    expect(await keptOf(collections.id)).toEqual(shownFor15000Over12);
  });

  it('refuses calculator fields that are not an amount and a term, with a message, keeping nothing', async () => {
    await enterLoanFigures(loanFigures);
    const before = await bed.db.prisma.loanApplication.count();
    const amount = 'Please enter an amount in whole pounds from £3,000 to £1,000,000, for example £15,000.';
    const term = 'Please choose a term of 6, 12, 24 or 36 months.';
    const cases: [Record<string, unknown>, string[]][] = [
      [{ calculator_amount: 'fifteen thousand', calculator_term: 12 }, [amount]],
      [{ calculator_amount: '£2,999', calculator_term: 12 }, [amount]],
      [{ calculator_amount: '1000001', calculator_term: 12 }, [amount]],
      [{ calculator_amount: '15000.50', calculator_term: 12 }, [amount]],
      [{ calculator_amount: '15000', calculator_term: '18 months' }, [term]],
      [{ calculator_amount: '15000' }, [term]],
      [{ calculator_term: 12 }, [amount]],
    ];
    for (const [extra, messages] of cases) {
      expect(await refusal(start(extra, 'Refused Ltd')), JSON.stringify(extra)).toEqual({
        code: 'BAD_REQUEST',
        messages,
      });
    }
    expect(await bed.db.prisma.loanApplication.count()).toBe(before);
  });
});
