import { sql, type Sql } from '@sme/db';
import { flowStep, leadKindLabels } from '@sme/domain';

/**
 * The funnel of each flow: its steps in order, each with the SQL that says a lead reached it, read from the answers
 * stored in its kind's table (alias `a`) and the lead (alias `l`).
 *
 * A lead counts at a step when it reached that step AND every step before it (its depth is the number of steps it
 * reached in a row from the first), so a count is never more than the one before. A lead that skipped a step (a
 * callback asked for on the address step, a lead Won after it stopped at the supplier step) counts up to the step it
 * skipped, and no further: the funnel shows where visitors left the flow, not every lead that ended Won (the
 * attribution tables count those).
 */
export interface FunnelStep {
  key: string;
  label: string;
  reached: Sql;
}

export type FunnelFlow = 'energy' | 'water_waste' | 'business_loan' | 'cash_advance';

export interface FunnelDefinition {
  flow: FunnelFlow;
  label: string;
  /** The kind's table, joined to the lead as `a`. */
  join: Sql;
  steps: FunnelStep[];
}

const guestLeadJoin = sql`JOIN "GuestLead" a ON a.id = l."guestLeadId"`;

/** A call booked through the scheduling widget, or a "Prefer we call you?" request, for the lead's submission. */
const bookedOrCallback = {
  guest: sql`(EXISTS (SELECT 1 FROM "ScheduledCall" s WHERE s."guestLeadId" = a.id)
              OR EXISTS (SELECT 1 FROM "CallbackRequest" c WHERE c."guestLeadId" = a.id))`,
  loan: sql`(EXISTS (SELECT 1 FROM "ScheduledCall" s WHERE s."loanApplicationId" = a.id)
             OR EXISTS (SELECT 1 FROM "CallbackRequest" c WHERE c."loanApplicationId" = a.id))`,
  cashAdvance: sql`(EXISTS (SELECT 1 FROM "ScheduledCall" s WHERE s."cashAdvanceApplicationId" = a.id)
                    OR EXISTS (SELECT 1 FROM "CallbackRequest" c WHERE c."cashAdvanceApplicationId" = a.id))`,
};

/**
 * The last three steps of every flow. The booking screen is reached when the browser said it was shown
 * (Lead.bookingScreenAt), or when a call was booked or a callback asked for: a REST client books without the
 * screen, and leads from before the screen was stamped have no stamp.
 */
function closingSteps(booked: Sql): FunnelStep[] {
  return [
    { key: 'booking-screen', label: 'Booking screen', reached: sql`(l."bookingScreenAt" IS NOT NULL OR ${booked})` },
    { key: 'booked-or-callback', label: 'Booked or callback', reached: booked },
    { key: 'won', label: 'Won', reached: sql`l.status = 'won'` },
  ];
}

/**
 * Erasure blanks a guest lead's postcode, address and business name, never its service: an erased lead that chose
 * a service (asked after the address and the business name) counts as having given them.
 */
const givenOrErased = (answer: Sql) => sql`(${answer} OR (l."erasedAt" IS NOT NULL AND a.service IS NOT NULL))`;

/** Every guest lead starts with a postcode (a callback asked for on a postcode with no address makes one too). */
const postcodeEntered: FunnelStep = { key: 'postcode', label: 'Postcode entered', reached: sql`TRUE` };
const address = (flow: 'energy' | 'water_waste'): FunnelStep => ({
  key: 'address',
  label: flowStep(flow, 'address').label,
  reached: givenOrErased(sql`a."fullAddress" <> ''`),
});
const business = (flow: 'energy' | 'water_waste'): FunnelStep => ({
  key: 'business',
  label: flowStep(flow, 'business').label,
  reached: givenOrErased(sql`COALESCE(a."businessName", '') <> ''`),
});
const service = (flow: 'energy' | 'water_waste'): FunnelStep => ({
  key: 'service',
  label: flowStep(flow, 'service').label,
  reached: sql`a.service IS NOT NULL`,
});

export const funnelDefinitions: FunnelDefinition[] = [
  {
    flow: 'energy',
    label: leadKindLabels.energy,
    join: guestLeadJoin,
    steps: [
      postcodeEntered,
      address('energy'),
      business('energy'),
      service('energy'),
      {
        key: 'supplier',
        label: flowStep('energy', 'supplier').label,
        reached: sql`COALESCE(a.supplier, '') <> ''`,
      },
      ...closingSteps(bookedOrCallback.guest),
    ],
  },
  {
    flow: 'water_waste',
    label: leadKindLabels.water_waste,
    join: guestLeadJoin,
    steps: [
      postcodeEntered,
      address('water_waste'),
      business('water_waste'),
      service('water_waste'),
      {
        // One step of two pages: the water usage for water, the bins for waste (as the inbox's progress reads them).
        key: 'usage-or-waste',
        label: `${flowStep('water_waste', 'water-usage').label} or ${flowStep('water_waste', 'waste').label.toLowerCase()}`,
        reached: sql`(COALESCE(a."annualUsage", '') <> '' OR a."binCollectedDays" IS NOT NULL)`,
      },
      ...closingSteps(bookedOrCallback.guest),
    ],
  },
  {
    flow: 'business_loan',
    label: leadKindLabels.business_loan,
    join: sql`JOIN "LoanApplication" a ON a.id = l."loanApplicationId"`,
    steps: [
      // The application is made by its first step.
      { key: 'basic', label: flowStep('business_loan', 'basic').label, reached: sql`TRUE` },
      {
        key: 'category',
        label: flowStep('business_loan', 'category').label,
        reached: sql`a."businessCategory" IS NOT NULL`,
      },
      {
        key: 'turnover',
        label: flowStep('business_loan', 'turnover').label,
        reached: sql`a."monthlyTurnoverFrom" IS NOT NULL`,
      },
      ...closingSteps(bookedOrCallback.loan),
    ],
  },
  {
    flow: 'cash_advance',
    label: leadKindLabels.cash_advance,
    join: sql`JOIN "CashAdvanceApplication" a ON a.id = l."cashAdvanceApplicationId"`,
    steps: [
      // The application is made by its first form.
      { key: 'application', label: 'Application form', reached: sql`TRUE` },
      {
        key: 'product',
        label: flowStep('cash_advance', 'product').label,
        reached: sql`(a."productId" IS NOT NULL OR a."productNotSure")`,
      },
      ...closingSteps(bookedOrCallback.cashAdvance),
    ],
  },
];
