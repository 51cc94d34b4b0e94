import { testDatabaseKinds } from '@sme/db/testing';
import { estimateMessages, type CashAdvanceSettings } from '@sme/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStaffForSuite, type ConsoleStaff, type ConsoleTestbed } from './console/console-testbed.ts';
import { refusal } from './refusal.ts';
import { merchantForm } from './support/sample-answers.ts';

// The cash-advance estimate and the card-machine cost kept on the application: worked out on the server from what
// the visitor typed, the business's cash-advance figures and the product's stored rates, never taken from the
// browser; none without the figures behind them.

const advanceFigures: CashAdvanceSettings = {
  asOf: '2026-11-02',
  factorRateFrom: 1.15,
  factorRateTo: 1.35,
  takingsSharePercent: 10,
};

/** £10,000 wanted with £20,000 a month of card takings, at 1.15 to 1.35 and 10% of takings. */
const advanceShown = {
  asOf: '2026-11-02',
  advancePounds: 10_000,
  monthlyTakingsPounds: 20_000,
  estimate: {
    lowest: { factorRate: 1.15, totalPence: 1_150_000, months: 6 },
    highest: { factorRate: 1.35, totalPence: 1_350_000, months: 7 },
    monthlyRepaidPence: 200_000,
  },
};

const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };

/**
 * £18 a month, 0.35% + 2p debit, 1.25% + 2p credit, £12,000 at £20 (600 payments), 10% on credit:
 * 1,800 + 0.9 × (4,200 + 1,200) + 0.1 × (15,000 + 1,200) = 8,280 pence.
 */
const cardCostShown = {
  takings,
  estimatedMonthlyPence: 8_280,
  monthlyChargePounds: 18,
  contractMonths: 24,
  exitFeePence: 15_000,
};

describe.each(testDatabaseKinds())(
  'the cash-advance and card-machine figures kept with the application, on %s',
  (kind) => {
    let bed: ConsoleTestbed;
    let agent: ConsoleStaff['agent'];
    openStaffForSuite(kind, (staff) => ({ bed, agent } = staff));
    const products = { rated: 0, unrated: 0 };

    beforeAll(async () => {
      const prisma = bed.db.prisma;
      const term = await prisma.productTerm.create({ data: { name: '24 months' } });
      const acquirer = await prisma.productAcquirer.create({ data: { name: 'Worldpay', logo: 'x.svg' } });
      const manufacturer = await prisma.productManufacturer.create({ data: { name: 'PAX' } });
      const base = { image: 'x.svg', termId: term.id, acquirerId: acquirer.id, manufacturerId: manufacturer.id };
      products.rated = (
        await prisma.product.create({
          data: {
            ...base,
            name: 'PAX A80 countertop',
            monthlyCharge: 18,
            debitRatePercent: 0.35,
            debitPencePerTransaction: 2,
            creditRatePercent: 1.25,
            creditPencePerTransaction: 2,
            contractMonths: 24,
            exitFeePence: 15_000,
          },
        })
      ).id;
      products.unrated = (
        await prisma.product.create({ data: { ...base, name: 'No rates reader', monthlyCharge: 9 } })
      ).id;
    });

    const enterAdvanceFigures = (data: CashAdvanceSettings | null) =>
      data === null
        ? bed.db.prisma.financeSetting.deleteMany({ where: { kind: 'cashAdvance' } })
        : bed.db.prisma.financeSetting.upsert({
            where: { kind: 'cashAdvance' },
            create: { kind: 'cashAdvance', data: { ...data } },
            update: { data: { ...data } },
          });
    const rowOf = (id: string) => bed.db.prisma.cashAdvanceApplication.findUniqueOrThrow({ where: { id } });
    const create = async (extra: Record<string, unknown>, name: string) =>
      (await bed.visitor.cashAdvance.create({ ...merchantForm, business_name: name, ...extra } as never)).collections
        .id;
    const figuresOnLeadPage = async (id: string) => {
      const lead = await bed.db.prisma.lead.findFirstOrThrow({ where: { cashAdvanceApplicationId: id } });
      return (await agent.caller.admin.leads.detail({ id: lead.id })).figures;
    };

    it('keeps the estimate shown for £10,000 with £20,000 of takings, worked out on the server', async () => {
      await enterAdvanceFigures(advanceFigures);
      const id = await create(
        {
          advanceEstimate: { advancePounds: 10_000, monthlyTakingsPounds: 20_000 },
          // Figures a browser sends are not taken.
          advanceFiguresShown: { estimate: { lowest: { totalPence: 1 } } },
        },
        'Estimate Bakery Ltd',
      );
      expect((await rowOf(id)).advanceFiguresShown).toEqual(advanceShown);
      // The booking screen names the advance asked about.
      expect((await bed.visitor.cashAdvance.summary({ id })).collections.advance_pounds).toBe(10_000);
    });

    it('keeps no estimate when the business has entered no cash-advance figures, or the visitor used none', async () => {
      await enterAdvanceFigures(null);
      const withoutFigures = await create(
        { advanceEstimate: { advancePounds: 10_000, monthlyTakingsPounds: 20_000 } },
        'No Figures Ltd',
      );
      expect((await rowOf(withoutFigures)).advanceFiguresShown).toBeNull();
      await enterAdvanceFigures(advanceFigures);
      const unused = await create({}, 'No Estimate Ltd');
      expect((await rowOf(unused)).advanceFiguresShown).toBeNull();
      expect(await figuresOnLeadPage(unused)).toBeNull();
    });

    it('refuses an estimate that is not an amount, with its message, storing nothing', async () => {
      await enterAdvanceFigures(advanceFigures);
      const before = await bed.db.prisma.cashAdvanceApplication.count();
      const cases: [unknown, string][] = [
        [{ advancePounds: 0, monthlyTakingsPounds: 20_000 }, estimateMessages.advance],
        [{ advancePounds: 10_000, monthlyTakingsPounds: -5 }, estimateMessages.monthlyTakings],
        [{ advancePounds: 10_000.123, monthlyTakingsPounds: 20_000 }, estimateMessages.advance],
        [{ advancePounds: '£10,000', monthlyTakingsPounds: 20_000 }, estimateMessages.advance],
      ];
      for (const [advanceEstimate, message] of cases) {
        expect(await refusal(create({ advanceEstimate }, 'Refused Ltd')), JSON.stringify(advanceEstimate)).toEqual({
          code: 'BAD_REQUEST',
          messages: [message],
        });
      }
      expect(await bed.db.prisma.cashAdvanceApplication.count()).toBe(before);
    });

    it('keeps the card cost of the product selected, from its stored rates, and the lead page shows both', async () => {
      await enterAdvanceFigures(advanceFigures);
      const id = await create(
        { advanceEstimate: { advancePounds: 10_000, monthlyTakingsPounds: 20_000 } },
        'Lead Page Bakery Ltd',
      );
      await bed.visitor.cashAdvance.update({
        id,
        product_id: products.rated,
        cardTakings: takings,
        // Not taken: the server works the cost out from the product's rates.
        cardCostShown: { estimatedMonthlyPence: 1 },
      } as never);
      expect((await rowOf(id)).cardCostShown).toEqual(cardCostShown);
      expect(await figuresOnLeadPage(id)).toEqual({ cashAdvance: advanceShown, cardCost: cardCostShown });
    });

    it('keeps no card cost for a product without rates, for Not sure, or without takings; a new choice drops the old', async () => {
      const id = await create({}, 'Changing Mind Ltd');
      await bed.visitor.cashAdvance.update({ id, product_id: products.rated, cardTakings: takings });
      expect((await rowOf(id)).cardCostShown).toEqual(cardCostShown);
      await bed.visitor.cashAdvance.update({ id, product_id: products.unrated, cardTakings: takings });
      expect((await rowOf(id)).cardCostShown).toBeNull();
      await bed.visitor.cashAdvance.update({ id, product_id: products.rated, cardTakings: takings });
      await bed.visitor.cashAdvance.update({ id, product_id: 'Not sure', cardTakings: takings });
      expect((await rowOf(id)).cardCostShown).toBeNull();
      await bed.visitor.cashAdvance.update({ id, product_id: products.rated });
      expect((await rowOf(id)).cardCostShown).toBeNull();
      expect(await figuresOnLeadPage(id)).toBeNull();
    });

    it('refuses takings that cannot be, with their messages, changing nothing', async () => {
      const id = await create({}, 'Odd Takings Ltd');
      const cases: [unknown, string][] = [
        [{ ...takings, monthlyTakingsPounds: 0 }, estimateMessages.monthlyTakings],
        [{ ...takings, averageSalePounds: 0 }, estimateMessages.averageSale],
        [{ ...takings, averageSalePounds: 12_001 }, estimateMessages.saleAboveTakings],
        [{ ...takings, creditSharePercent: 101 }, estimateMessages.creditShare],
        [{ ...takings, creditSharePercent: 12.5 }, estimateMessages.creditShare],
      ];
      for (const [cardTakings, message] of cases) {
        expect(
          await refusal(bed.visitor.cashAdvance.update({ id, product_id: products.rated, cardTakings } as never)),
          JSON.stringify(cardTakings),
        ).toEqual({ code: 'BAD_REQUEST', messages: [message] });
      }
      expect(await rowOf(id)).toMatchObject({ productId: null, cardCostShown: null });
    });
  },
);
