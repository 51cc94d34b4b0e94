// A known set of leads for the Reports page's attribution tables and funnels, written straight into the database
// (as the flows' steps, the booking screen, the bookings and the console would have left them). Used by the API
// tests (attribution-report.test.ts, funnel.test.ts) and by the browser test's server (apps/web/e2e/harness/
// server.ts), so both check the same numbers. The days are Mon 2 to Sun 8 February 2026 (GMT, no clock change), days
// no other test uses; one lead on each side of the range is left out, and a spam lead inside it is too.
import type { Prisma } from '@sme/db';
import type { LeadKindValue, LeadStatusValue } from '@sme/domain';

/** The report's range for the fixture. */
export const sourcesFixtureRange = { from: '2026-02-02', to: '2026-02-08' } as const;

export type FixturePartner = 'acme' | 'bright';

export const fixturePartners: Record<FixturePartner, { name: string; code: string; email: string }> = {
  acme: { name: 'Acme Referrals', code: 'RPTACME1', email: 'report.acme@example.co.uk' },
  bright: { name: 'Bright Advisers', code: 'RPTBRIGHT1', email: 'report.bright@example.co.uk' },
};

/** A guest lead's answers (energy, water & waste): the fields each step stores. */
interface GuestAnswers {
  fullAddress?: boolean;
  businessName?: boolean;
  service?: 'gas' | 'water' | 'waste';
  supplier?: boolean;
  annualUsage?: boolean;
  bins?: boolean;
}

interface FixtureLead {
  business: string;
  kind: LeadKindValue;
  /** When it was received (UTC). */
  at: string;
  status?: LeadStatusValue;
  erased?: boolean;
  /** First touch: [source, medium, campaign]. */
  touch?: [string | null, string | null, string | null];
  partner?: FixturePartner;
  guest?: GuestAnswers;
  loan?: { category?: boolean; turnover?: boolean };
  cashAdvance?: { product?: 'chosen' | 'not sure' };
  bookingScreen?: boolean;
  booked?: 'call' | 'callback';
}

const newsletter: FixtureLead['touch'] = ['newsletter', 'email', 'spring'];
const google: FixtureLead['touch'] = ['google', 'cpc', null];
const direct: FixtureLead['touch'] = ['(direct)', '(none)', null];
const supplierDone: GuestAnswers = { fullAddress: true, businessName: true, service: 'gas', supplier: true };

export const sourcesFixtureLeads: FixtureLead[] = [
  // Outside the range: Sunday 1 February 23:59:59.999 and Monday 9 February 00:00 (GMT).
  {
    business: 'Funnel Early Ltd',
    kind: 'energy',
    at: '2026-02-01T23:59:59.999Z',
    status: 'won',
    touch: newsletter,
    partner: 'acme',
    guest: supplierDone,
    bookingScreen: true,
    booked: 'call',
  },
  {
    business: 'Funnel Late Ltd',
    kind: 'energy',
    at: '2026-02-09T00:00:00.000Z',
    status: 'won',
    touch: google,
    guest: supplierDone,
    bookingScreen: true,
    booked: 'call',
  },
  // Energy, one lead stopping at each step.
  // A postcode with no address, and a callback asked for there: it reached the first step only.
  { business: 'Funnel Kiosk', kind: 'energy', at: '2026-02-02T09:00:00Z', guest: {}, booked: 'callback' },
  // Won after stopping at the address: Won in the attribution tables, not at the funnel's Won step.
  {
    business: 'Funnel Bakery',
    kind: 'energy',
    at: '2026-02-02T10:00:00Z',
    status: 'won',
    touch: newsletter,
    guest: { fullAddress: true },
  },
  {
    business: 'Funnel Florist',
    kind: 'energy',
    at: '2026-02-03T10:00:00Z',
    touch: newsletter,
    partner: 'acme',
    guest: { fullAddress: true, businessName: true },
  },
  {
    business: 'Funnel Garage',
    kind: 'energy',
    at: '2026-02-03T11:00:00Z',
    touch: google,
    guest: { fullAddress: true, businessName: true, service: 'gas' },
  },
  { business: 'Funnel Salon', kind: 'energy', at: '2026-02-04T11:00:00Z', touch: google, guest: supplierDone },
  {
    business: 'Funnel Dairy',
    kind: 'energy',
    at: '2026-02-04T12:00:00Z',
    touch: direct,
    guest: supplierDone,
    bookingScreen: true,
  },
  {
    business: 'Funnel Printers',
    kind: 'energy',
    at: '2026-02-05T12:00:00Z',
    status: 'contacted',
    touch: newsletter,
    partner: 'acme',
    guest: supplierDone,
    bookingScreen: true,
    booked: 'call',
  },
  // Booked by a REST client: no screen stamp, the booking says the screen was passed.
  {
    business: 'Funnel Joinery',
    kind: 'energy',
    at: '2026-02-05T13:00:00Z',
    status: 'won',
    touch: newsletter,
    partner: 'acme',
    guest: supplierDone,
    booked: 'callback',
  },
  // Erased: its address and business name are blank, its service and supplier are not.
  {
    business: 'Funnel Erased',
    kind: 'energy',
    at: '2026-02-06T09:00:00Z',
    erased: true,
    touch: direct,
    guest: { service: 'gas', supplier: true },
    bookingScreen: true,
  },
  // Spam: in no table and no funnel.
  {
    business: 'Funnel Bot',
    kind: 'energy',
    at: '2026-02-06T10:00:00Z',
    status: 'spam',
    touch: google,
    partner: 'acme',
    guest: supplierDone,
    bookingScreen: true,
    booked: 'call',
  },
  // Water & waste.
  {
    business: 'Funnel Laundry',
    kind: 'water_waste',
    at: '2026-02-06T11:00:00Z',
    touch: ['bing', 'cpc', 'brand'],
    guest: { fullAddress: true, businessName: true, service: 'water', annualUsage: true },
    bookingScreen: true,
    booked: 'callback',
  },
  {
    business: 'Funnel Cafe',
    kind: 'water_waste',
    at: '2026-02-06T12:00:00Z',
    touch: direct,
    guest: { fullAddress: true, businessName: true, service: 'waste' },
  },
  {
    business: 'Funnel Deli',
    kind: 'water_waste',
    at: '2026-02-07T12:00:00Z',
    guest: { fullAddress: true, businessName: true, service: 'waste', bins: true },
  },
  // Business loans.
  { business: 'Funnel Builders', kind: 'business_loan', at: '2026-02-07T13:00:00Z', touch: google, loan: {} },
  {
    business: 'Funnel Roofers',
    kind: 'business_loan',
    at: '2026-02-07T14:00:00Z',
    touch: google,
    loan: { category: true },
  },
  {
    business: 'Funnel Tailors',
    kind: 'business_loan',
    at: '2026-02-08T09:00:00Z',
    touch: newsletter,
    partner: 'bright',
    loan: { category: true, turnover: true },
    bookingScreen: true,
  },
  {
    business: 'Funnel Movers',
    kind: 'business_loan',
    at: '2026-02-08T10:00:00Z',
    status: 'won',
    touch: ['google', 'cpc', 'brand'],
    loan: { category: true, turnover: true },
    bookingScreen: true,
    booked: 'call',
  },
  // Cash advance.
  { business: 'Funnel Barber', kind: 'cash_advance', at: '2026-02-08T11:00:00Z', touch: direct, cashAdvance: {} },
  {
    business: 'Funnel Grocer',
    kind: 'cash_advance',
    at: '2026-02-08T12:00:00Z',
    touch: direct,
    cashAdvance: { product: 'not sure' },
    bookingScreen: true,
  },
  {
    business: 'Funnel Bistro',
    kind: 'cash_advance',
    at: '2026-02-08T13:00:00Z',
    status: 'quoted',
    touch: newsletter,
    cashAdvance: { product: 'chosen' },
    bookingScreen: true,
    booked: 'callback',
  },
  // A contact-us enquiry a partner's link brought, Won: in the attribution tables, in no funnel.
  {
    business: 'Funnel Bookshop',
    kind: 'contact_us',
    at: '2026-02-08T23:59:59.999Z',
    status: 'won',
    touch: ['example.com', 'referral', null],
    partner: 'acme',
  },
];

let bookings = 0;

/** The booking or callback request the lead's submission holds, if any. */
function bookedRows(lead: FixtureLead, flow: 'energy' | 'water_waste' | 'business_loan' | 'cash_advance') {
  if (lead.booked === 'call') {
    bookings += 1;
    const event = `https://api.calendly.com/scheduled_events/report-fixture-${Date.now()}-${bookings}`;
    return { scheduledCalls: { create: { flow, eventUri: event, inviteeUri: `${event}/invitees/1` } } };
  }
  if (lead.booked === 'callback') {
    return { callbackRequests: { create: { flow, name: 'Pat Report', phone: '07700 900123' } } };
  }
  return {};
}

function submissionOf(lead: FixtureLead, createdAt: Date, productId: number) {
  const blank = lead.erased;
  if (lead.kind === 'energy' || lead.kind === 'water_waste') {
    const answers = lead.guest ?? {};
    return {
      guestLead: {
        create: {
          flow: lead.kind,
          createdAt,
          postCode: blank ? '' : 'E1 6QL',
          fullAddress: answers.fullAddress && !blank ? `1 ${lead.business} Street, London` : '',
          businessName: answers.businessName && !blank ? lead.business : null,
          service: answers.service ?? null,
          supplier: answers.supplier ? 'British Gas' : null,
          annualUsage: answers.annualUsage ? '500' : null,
          ...(answers.bins ? { requireBin: 2, binCapacity: 240, binCollectedDays: 'once_a_week' as const } : {}),
          ...bookedRows(lead, lead.kind),
        },
      },
    };
  }
  if (lead.kind === 'business_loan') {
    const answers = lead.loan ?? {};
    return {
      loanApplication: {
        create: {
          createdAt,
          companyName: lead.business,
          borrowAmount: 20000,
          borrowTermMonths: 12,
          businessCategory: answers.category ? ('retail' as const) : null,
          monthlyTurnoverFrom: answers.turnover ? 10 : null,
          ...bookedRows(lead, 'business_loan'),
        },
      },
    };
  }
  if (lead.kind === 'cash_advance') {
    const answers = lead.cashAdvance ?? {};
    return {
      cashAdvanceApplication: {
        create: {
          createdAt,
          takePayment: 'face_to_face' as const,
          businessLocation: 'store' as const,
          businessName: lead.business,
          cardProvider: 'Worldpay',
          productNotSure: answers.product === 'not sure',
          productId: answers.product === 'chosen' ? productId : null,
          ...bookedRows(lead, 'cash_advance'),
        },
      },
    };
  }
  return {};
}

/** A card machine for the application that chose one: the seeded catalogue's first, or one made for the test. */
async function anyProduct(prisma: Prisma): Promise<{ id: number }> {
  const seeded = await prisma.product.findFirst({ select: { id: true }, orderBy: { id: 'asc' } });
  if (seeded) return seeded;
  const named = (name: string) => ({ connectOrCreate: { where: { name }, create: { name } } });
  return prisma.product.create({
    select: { id: true },
    data: {
      name: 'Report Terminal',
      image: 'cash_advance/product/report-terminal.svg',
      monthlyCharge: 20,
      term: named('12 months'),
      manufacturer: named('Report Devices'),
      acquirer: {
        connectOrCreate: {
          where: { name: 'Report Acquirer' },
          create: { name: 'Report Acquirer', logo: 'cash_advance/product_acquirer/report.svg' },
        },
      },
    },
  });
}

/** Writes the fixture's partners (each with their partner account) and leads. */
export async function writeSourcesFixture(prisma: Prisma): Promise<void> {
  const partnerIds = {} as Record<FixturePartner, string>;
  for (const key of Object.keys(fixturePartners) as FixturePartner[]) {
    const { name, code, email } = fixturePartners[key];
    const user = await prisma.user.create({ data: { id: `report-${key}`, name, email, role: 'partner' } });
    partnerIds[key] = (await prisma.partner.create({ data: { userId: user.id, name, code } })).id;
  }
  const product = await anyProduct(prisma);
  for (const lead of sourcesFixtureLeads) {
    const createdAt = new Date(lead.at);
    const [source, medium, campaign] = lead.touch ?? [null, null, null];
    await prisma.lead.create({
      data: {
        kind: lead.kind,
        progress: 'Submitted',
        status: lead.status ?? 'new',
        createdAt,
        lastActivityAt: createdAt,
        ...(lead.erased ? { erasedAt: createdAt } : { businessName: lead.business }),
        source,
        medium,
        campaign,
        ...(lead.partner ? { partner: { connect: { id: partnerIds[lead.partner] } } } : {}),
        bookingScreenAt: lead.bookingScreen ? createdAt : null,
        ...submissionOf(lead, createdAt, product.id),
      },
    });
  }
}
