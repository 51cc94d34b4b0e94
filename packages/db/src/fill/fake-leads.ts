import { randomUUID } from 'node:crypto';
import {
  cardProviders,
  searchTextOf,
  serviceLabels,
  suppliers,
  type EnquiryPage,
  type SearchableLead,
} from '@sme/domain';
import type { Prisma as Db } from '../generated/client.ts';
import type { BusinessCategory, LeadEventType, LeadKind, LeadStatus, ScheduledCallFlow } from '../generated/enums.ts';
import type { Random } from './random.ts';

// Obviously fake people and businesses: e-mails at example.co.uk / example.com, phone numbers in 07700 900000–
// 900999 (the range Ofcom keeps for drama), and the postcodes of the built-in address lookup's demo list.

/** A list written as comma-separated lines. */
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const firstNames = list(`
  Sam, Alex, Priya, Tom, Aisha, Jack, Olivia, Mohammed, Emily, Daniel, Grace, Harry, Chloe, James, Fatima, Oliver,
  Sophie, George, Amelia, Ravi, Hannah, Lewis, Megan, Owen, Zara, Callum, Niamh, Ethan, Isla, Rhys, Ellie, Kwame,
  Lucy, Arjun, Freya, Connor, Maya, Dylan, Erin, Joseph`);

const surnames = list(`
  Carter, Patel, Hughes, Okafor, Walsh, Thompson, Khan, Evans, Murphy, Robinson, Davies, Ahmed, Wright, Campbell,
  Nguyen, Fletcher, Morgan, Shah, Bennett, Reid, Kowalski, Harrison, Price, Doyle, Ellis, Osei, Lloyd, Chapman,
  Singh, Barker, Turner, MacLeod, Fraser, Hussain, Jenkins, Quinn, Holloway, Sutton, Pearce, Ward, Begum, Hale,
  Marsh, Lowe, Kaur, Whitfield, Brennan, Stokes, Ashworth, Tanaka`);

const businessWords = list(`
  Copperkettle, Magpie, Lanternfish, Saffron Row, Borough Yard, Old Mill, Riverside, Northgate, Harbour, Kingfisher,
  Blue Door, Oak & Ivy, Redbrick, Greenway, Foxglove, Silver Birch, Threadbare, Hilltop, Anchor, Corner, Highfield,
  Bramble, Larkspur, Tidewater, Westbury, Ironbridge, Cobblestone, Wildflower, Lighthouse, Juniper`);

const trades = list(`
  Bakery, Coffee House, Florists, Print Studio, Kitchen, Barbers, Garage, Dental Practice, Pharmacy, Deli, Fitness,
  Joinery, Plumbing & Heating, Vintage, Books, Brewery, Day Nursery, Pet Grooming, Launderette, Tailors, Electrical,
  Hair Studio, Car Wash, Opticians, Bistro, Hardware, Cycles, Design, Accountants, Veterinary Clinic`);

const streets = list(`
  High Street, Mill Lane, Church Road, Station Road, Market Street, Victoria Road, King Street, Queen Street,
  Park Road, Bridge Street, Castle Street, Green Lane, London Road, New Road, North Street, Albert Road,
  George Street, Chapel Street, West Street, Water Lane`);

/** The demo address lookup's postcodes (packages/api/src/services/address/demo-addresses.json) and their towns. */
// prettier-ignore
export const fakePostcodes = [
  ['E1 6QL', 'LONDON'], ['SE1 1TL', 'LONDON'], ['NW1 8AF', 'LONDON'], ['BN1 2RG', 'BRIGHTON'], ['SL1 4BG', 'SLOUGH'],
  ['BS1 3BX', 'BRISTOL'], ['EX1 1GE', 'EXETER'], ['CB2 3BJ', 'CAMBRIDGE'], ['NR2 1ND', 'NORWICH'],
  ['B5 4BU', 'BIRMINGHAM'], ['WV1 3NH', 'WOLVERHAMPTON'], ['NG1 3QN', 'NOTTINGHAM'], ['LE1 4AN', 'LEICESTER'],
  ['M4 3AQ', 'MANCHESTER'], ['L1 8JQ', 'LIVERPOOL'], ['NE1 7JB', 'NEWCASTLE UPON TYNE'], ['LS2 7HY', 'LEEDS'],
  ['S9 1EP', 'SHEFFIELD'], ['CF10 2EF', 'CARDIFF'], ['SA1 3QW', 'SWANSEA'], ['G1 2GF', 'GLASGOW'],
  ['EH6 6JJ', 'EDINBURGH'], ['AB11 5RG', 'ABERDEEN'], ['BT1 4QG', 'BELFAST'],
] as const;

const messages = [
  'Gas renewal in June',
  'Looking to cut our electricity costs',
  'Please call after 2pm',
  'Our contract ends in March, what can you offer?',
  'Interested in a card machine for the shop',
  'Need funding for a new oven',
  'Can you beat our current water rates?',
  'Moving premises next month',
  'We have three sites, can you quote for all of them?',
  'Bin collections keep being missed, want to switch',
];

const popupPages = ['/', '/utility', '/payment-solution', '/bussiness', '/about-us', '/blogs', '/contact'];

const annualUsages = [
  'About 1,200 cubic metres a year',
  'Around 300 m3',
  'Not sure, roughly £150 a month',
  '850 cubic metres',
  'About 2,000 m3 across two sites',
];

const staffNotes = [
  'Left a voicemail',
  'Asked for a copy of the latest bill',
  'Call back next week',
  'Sent the quote by e-mail',
  'Wants to compare with their broker first',
];

const kindWeights: [LeadKind, number][] = [
  ['energy', 28],
  ['water_waste', 12],
  ['contact_us', 18],
  ['popup', 14],
  ['partner_registration', 5],
  ['business_loan', 13],
  ['cash_advance', 10],
];

/** Mostly new, as an inbox is. */
const statusWeights: [LeadStatus, number][] = [
  ['new', 58],
  ['contacted', 14],
  ['quoted', 9],
  ['won', 5],
  ['lost', 9],
  ['spam', 5],
];

/** The status changes staff made to reach each status, in order. */
const statusPaths: Record<LeadStatus, LeadStatus[][]> = {
  new: [[]],
  contacted: [['contacted']],
  quoted: [['contacted', 'quoted']],
  won: [['contacted', 'quoted', 'won']],
  lost: [
    ['contacted', 'lost'],
    ['contacted', 'quoted', 'lost'],
  ],
  spam: [['spam']],
};

const callFlows: Partial<Record<LeadKind, ScheduledCallFlow>> = {
  energy: 'energy',
  water_waste: 'water_waste',
  business_loan: 'business_loan',
  cash_advance: 'cash_advance',
};

const businessCategories: BusinessCategory[] = [
  'retail',
  'food_catering_hospitality',
  'health_leisure',
  'construction',
  'adult',
  'school_education',
  'business_personal_service',
  'other',
];

/** The rows one batch of fake leads writes, table by table. */
export interface FakeRows {
  contactEnquiries: Db.ContactEnquiryCreateManyInput[];
  popupLeads: Db.PopupLeadCreateManyInput[];
  partnerRegistrations: Db.PartnerRegistrationCreateManyInput[];
  guestLeads: Db.GuestLeadCreateManyInput[];
  loanApplications: Db.LoanApplicationCreateManyInput[];
  cashAdvanceApplications: Db.CashAdvanceApplicationCreateManyInput[];
  scheduledCalls: Db.ScheduledCallCreateManyInput[];
  leads: Db.LeadCreateManyInput[];
  leadEvents: Db.LeadEventCreateManyInput[];
}

export const emptyRows = (): FakeRows => ({
  contactEnquiries: [],
  popupLeads: [],
  partnerRegistrations: [],
  guestLeads: [],
  loanApplications: [],
  cashAdvanceApplications: [],
  scheduledCalls: [],
  leads: [],
  leadEvents: [],
});

export interface FakeLeadSettings {
  random: Random;
  now: Date;
  /** The earliest a lead may have been received. */
  oldest: Date;
  /** Console users leads may be assigned to and staff actions are made by; may be empty. */
  users: { id: string; name: string }[];
  /** Card machines a cash-advance application may have chosen; may be empty ('Not sure' is chosen then). */
  productIds: number[];
}

/** What the inbox row shows of a submission (as packages/api/src/services/lead-inbox/lead-summary.ts reads it). */
interface Summary extends SearchableLead {
  progress: string;
}

/** The lead's link to its submission row: exactly one of these. */
type SourceLink =
  | { contactEnquiryId: string }
  | { popupLeadId: string }
  | { partnerRegistrationId: string }
  | { guestLeadId: string }
  | { loanApplicationId: string }
  | { cashAdvanceApplicationId: string };

type VisitorStep = { type: 'created' } | { type: 'step_saved'; step: string } | { type: 'call_booked' };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Adds one fake lead to the batch: its submission row (and booked call), its inbox row in step with it, and the
 * timeline the visitor's steps and staff's work would have left.
 */
export function addFakeLead(rows: FakeRows, settings: FakeLeadSettings): { kind: LeadKind; status: LeadStatus } {
  const { random, now, users } = settings;
  const kind = random.weighted(kindWeights);
  const createdAt = receivedAt(settings);
  const person = fakePerson(random);
  const submissionId = randomUUID();
  const steps: VisitorStep[] = [{ type: 'created' }];
  const stepsTo = (names: string[], booked: boolean) => {
    for (const step of names) steps.push({ type: 'step_saved', step });
    if (booked) steps.push({ type: 'call_booked' });
  };
  /**
   * A moment after `from`, at most `longest` later, leaving room before now for the `left` actions still to come
   * (so a lead received yesterday still has its steps in order).
   */
  const after = (from: Date, left: number, longest: number) => {
    const room = Math.min(longest, (now.getTime() - from.getTime()) / (left + 1));
    return earliest(new Date(from.getTime() + Math.max(1, Math.floor(room * (0.2 + 0.8 * random.next())))), now);
  };
  // The visitor's steps, a few minutes apart; the submission was last updated at the last of them.
  const stepTimes = () => {
    const times = [createdAt];
    for (let i = 1; i < steps.length; i += 1) times.push(after(times[i - 1]!, steps.length - i, 6 * minute));
    return times;
  };

  // Both guest-lead flows start alike: an address at a postcode, then the business name once that step is answered.
  const guestLeadStart = (answered: number) => {
    const place = random.pick(fakePostcodes);
    return { place, businessName: answered >= 1 ? fakeBusinessName(random, person.surname) : null };
  };
  // The row's own fields; its address is drawn here, after the step times, so one seed still gives the same leads.
  const guestLeadRow = (
    flow: 'energy' | 'water_waste',
    place: (typeof fakePostcodes)[number],
    businessName: string | null,
    times: Date[],
  ) => ({
    id: submissionId,
    flow,
    postCode: place[0],
    fullAddress: fakeAddress(random, place),
    businessName,
    createdAt,
    updatedAt: times[times.length - 1]!,
  });

  let summary: Summary;
  let link: SourceLink;
  let booked = false;
  let times: Date[];
  switch (kind) {
    case 'contact_us': {
      const page = random.weighted<EnquiryPage | null>([
        ['contact', 35],
        ['home', 20],
        ['utility', 12],
        ['payment', 8],
        ['business', 8],
        ['about', 5],
        ['blog', 7],
        [null, 5],
      ]);
      // The full form (name, phone and business name required) on five pages, the short one elsewhere.
      const full = page !== null && page !== 'about' && page !== 'blog';
      const place = random.pick(fakePostcodes);
      const row = {
        id: submissionId,
        firstName: full || random.chance(0.9) ? person.fullName : null,
        email: random.chance(full ? 0.85 : 0.8) ? person.email : null,
        phone: full || random.chance(0.5) ? person.phone : null,
        businessName: full || random.chance(0.4) ? fakeBusinessName(random, person.surname) : null,
        businessAddress: random.chance(full ? 0.7 : 0.2) ? fakeAddress(random, place) : null,
        message: random.chance(full ? 0.8 : 0.95) ? random.pick(messages) : null,
        page,
        serviceLabel: (page && serviceLabels[page]) ?? null,
        createdAt,
      };
      if (!row.firstName && !row.email && !row.phone && !row.businessName) row.email = person.email;
      times = stepTimes();
      rows.contactEnquiries.push({ ...row, updatedAt: createdAt });
      summary = {
        businessName: row.businessName,
        personName: row.firstName,
        email: row.email,
        phone: row.phone,
        postCode: row.businessAddress ? place[0] : null,
        progress: page ? `Enquiry sent from the ${page} page` : 'Enquiry sent',
      };
      link = { contactEnquiryId: submissionId };
      break;
    }
    case 'popup': {
      times = stepTimes();
      const page = random.chance(0.9) ? random.pick(popupPages) : null;
      rows.popupLeads.push({ id: submissionId, ...person.contact, page, createdAt, updatedAt: createdAt });
      summary = { ...person.summary, businessName: null, postCode: null, progress: 'Asked to be called' };
      link = { popupLeadId: submissionId };
      break;
    }
    case 'partner_registration': {
      const place = random.pick(fakePostcodes);
      times = stepTimes();
      rows.partnerRegistrations.push({
        id: submissionId,
        ...person.contact,
        businessAddress: fakeAddress(random, place),
        createdAt,
        updatedAt: createdAt,
      });
      summary = { ...person.summary, businessName: null, postCode: place[0], progress: 'Registration sent' };
      link = { partnerRegistrationId: submissionId };
      break;
    }
    case 'energy': {
      const { stage, answered: reached } = wizardStop(random, 22, 18, [
        ['Supplier step reached', 20],
        ['Service step reached', 22],
        ['Business step reached', 18],
      ]);
      booked = stage === 'Call booked';
      const { place, businessName } = guestLeadStart(reached);
      const unsure = random.chance(0.25);
      stepsTo(['business name', 'service', 'supplier'].slice(0, reached), booked);
      times = stepTimes();
      rows.guestLeads.push({
        ...guestLeadRow('energy', place, businessName, times),
        service:
          reached >= 2
            ? random.weighted([
                ['gas_and_electricity', 50],
                ['gas', 20],
                ['electricity', 30],
              ] as const)
            : null,
        supplier: reached >= 3 ? random.pick(suppliers) : null,
        contractEndDate: reached >= 3 && !unsure ? contractEnd(random, createdAt) : null,
        contractEndUnsure: reached >= 3 && unsure,
      });
      summary = wizardSummary(businessName, place[0], stage);
      link = { guestLeadId: submissionId };
      break;
    }
    case 'water_waste': {
      const service = random.chance(0.45) ? ('water' as const) : ('waste' as const);
      const { stage, answered: depth } = wizardStop(random, 20, 18, [
        [service === 'water' ? 'Water usage step reached' : 'Waste step reached', 22],
        ['Service step reached', 22],
        ['Business name step reached', 18],
      ]);
      booked = stage === 'Call booked';
      const { place, businessName } = guestLeadStart(depth);
      const answered = depth >= 3;
      stepsTo(['business name', 'service', service === 'water' ? 'water usage' : 'waste'].slice(0, depth), booked);
      times = stepTimes();
      rows.guestLeads.push({
        ...guestLeadRow('water_waste', place, businessName, times),
        service: depth >= 2 ? service : null,
        annualUsage: answered && service === 'water' ? random.pick(annualUsages) : null,
        requireBin: answered && service === 'waste' ? random.int(1, 4) : null,
        binCapacity: answered && service === 'waste' ? random.pick([1100, 2200, 3300]) : null,
        binCollectedDays:
          answered && service === 'waste'
            ? random.pick(['once_a_week', 'twice_a_week', 'thrice_a_week'] as const)
            : null,
      });
      summary = wizardSummary(businessName, place[0], stage);
      link = { guestLeadId: submissionId };
      break;
    }
    case 'business_loan': {
      const { stage, answered: reached } = wizardStop(random, 25, 20, [
        ['Turnover step reached', 20],
        ['Business category step reached', 35],
      ]);
      booked = stage === 'Call booked';
      const place = random.pick(fakePostcodes);
      const companyName = `${fakeBusinessName(random, person.surname).replace(/ Ltd$/, '')} Ltd`;
      const tradingName = random.chance(0.2) ? `${random.pick(businessWords)} ${random.pick(trades)}` : null;
      const companyAddress = random.chance(0.9) ? fakeAddress(random, place) : null;
      stepsTo(['category', 'turnover'].slice(0, reached), booked);
      times = stepTimes();
      rows.loanApplications.push({
        id: submissionId,
        companyName,
        companyAddress,
        tradingName,
        tradingAddress: tradingName && random.chance(0.5) ? fakeAddress(random, random.pick(fakePostcodes)) : null,
        borrowAmount: random.chance(0.6)
          ? random.pick([5000, 10000, 15000, 25000, 50000, 75000, 100000, 250000])
          : random.int(6, 1000) * 500,
        borrowTermMonths: random.pick([6, 12, 24, 36]),
        businessCategory: reached >= 1 ? random.pick(businessCategories) : null,
        monthlyTurnoverFrom: reached >= 2 ? random.pick([0, 20, 40, 60, 80, 100]) : null,
        createdAt,
        updatedAt: times[times.length - 1]!,
      });
      summary = wizardSummary(
        tradingName ? `${companyName} (trading as ${tradingName})` : companyName,
        companyAddress ? place[0] : null,
        stage,
      );
      link = { loanApplicationId: submissionId };
      break;
    }
    case 'cash_advance': {
      const { stage, answered } = wizardStop(random, 25, 30, [['Product step reached', 45]]);
      booked = stage === 'Call booked';
      const chosen = answered === 1;
      const productId =
        chosen && settings.productIds.length > 0 && random.chance(0.7) ? random.pick(settings.productIds) : null;
      const online = random.chance(0.3);
      const businessName = fakeBusinessName(random, person.surname);
      stepsTo(chosen ? ['product'] : [], booked);
      times = stepTimes();
      rows.cashAdvanceApplications.push({
        id: submissionId,
        locationData: random.chance(0.8) ? [{ label: 'Country', value: 'GB' }] : [],
        takePayment: online ? 'online_ecommerce' : 'face_to_face',
        businessLocation: online ? 'online' : 'store',
        businessName,
        cardProvider: random.pick(cardProviders),
        productId,
        productNotSure: chosen && productId === null,
        createdAt,
        updatedAt: times[times.length - 1]!,
      });
      summary = wizardSummary(businessName, null, stage);
      link = { cashAdvanceApplicationId: submissionId };
      break;
    }
  }

  const leadId = randomUUID();
  const event = (type: LeadEventType, at: Date, detail: object = {}, actorId: string | null = null) =>
    rows.leadEvents.push({ id: randomUUID(), leadId, type, actorId, detail, createdAt: at });
  steps.forEach((step, i) => event(step.type, times[i]!, step.type === 'step_saved' ? { step: step.step } : {}));
  const visitorDone = times[times.length - 1]!;
  const flow = callFlows[kind];
  if (booked && flow) {
    const callId = randomUUID();
    const eventUri = `https://api.calendly.com/scheduled_events/${callId}`;
    rows.scheduledCalls.push({
      id: callId,
      flow,
      eventUri,
      inviteeUri: `${eventUri}/invitees/${randomUUID()}`,
      ...(kind === 'energy' || kind === 'water_waste'
        ? { guestLeadId: submissionId }
        : kind === 'business_loan'
          ? { loanApplicationId: submissionId }
          : { cashAdvanceApplicationId: submissionId }),
      createdAt: visitorDone,
      updatedAt: visitorDone,
    });
  }

  // Staff's work: about a fifth assigned (when there is anyone to assign to), then the status changes.
  const status = random.weighted(statusWeights);
  const assignee = users.length > 0 && random.chance(0.2) ? random.pick(users) : null;
  const actor = () => assignee?.id ?? (users.length > 0 ? random.pick(users).id : null);
  const path = random.pick(statusPaths[status]);
  let left = (assignee ? 1 : 0) + path.length * 2;
  let staffTime = visitorDone;
  // Status changes and notes count as contact (the retention period runs from them); an assignment does not.
  let lastContact = visitorDone;
  const staffAct = (longest: number) => (staffTime = after(staffTime, (left -= 1), longest));
  if (assignee) event('assigned', staffAct(10 * hour), { assignee: assignee.name }, actor());
  let from: LeadStatus = 'new';
  for (const to of path) {
    event('status_changed', (lastContact = staffAct(10 * day)), { from, to }, actor());
    if (random.chance(0.3))
      event('note_added', (lastContact = staffAct(2 * hour)), { text: random.pick(staffNotes) }, actor());
    from = to;
  }

  rows.leads.push({
    id: leadId,
    kind,
    status,
    assigneeId: assignee?.id ?? null,
    ...summary,
    searchText: searchTextOf(summary),
    lastActivityAt: lastContact,
    ...link,
    createdAt,
    updatedAt: staffTime,
  });
  return { kind, status };
}

/**
 * Where a wizard's visitor stopped, by weight: the call booked, the booking screen, or one of the wizard's steps (given
 * from the last to the first). `answered` counts the steps answered: all of them once the booking screen is reached.
 */
function wizardStop<const Step extends string>(
  random: Random,
  bookedWeight: number,
  bookingScreenWeight: number,
  steps: readonly (readonly [Step, number])[],
) {
  const stage = random.weighted<Step | 'Call booked' | 'Booking screen reached'>([
    ['Call booked', bookedWeight],
    ['Booking screen reached', bookingScreenWeight],
    ...steps,
  ]);
  const step = steps.findIndex(([name]) => name === stage);
  return { stage, answered: step === -1 ? steps.length : steps.length - 1 - step };
}

/** What the inbox row shows of a wizard's lead: the business and how far it got, no person (none was asked for). */
function wizardSummary(businessName: string | null, postCode: string | null, progress: string): Summary {
  return { businessName, personName: null, email: null, phone: null, postCode, progress };
}

function fakePerson(random: Random) {
  const first = random.pick(firstNames);
  const surname = random.pick(surnames);
  const local = random.weighted([
    [`${first}.${surname}`, 5],
    [`${first}${surname.charAt(0)}`, 2],
    [`${first}.${surname}${random.int(1, 99)}`, 3],
  ] as const);
  const email = `${local.toLowerCase()}@${random.chance(0.6) ? 'example.co.uk' : 'example.com'}`;
  const digits = String(random.int(0, 999)).padStart(3, '0');
  const phone = random.chance(0.8) ? `07700 900${digits}` : `07700900${digits}`;
  const fullName = `${first} ${surname}`;
  return {
    fullName,
    surname,
    email,
    phone,
    /** As the popup and the partner registration store them. */
    contact: { name: fullName, email, phone },
    summary: { personName: fullName, email, phone },
  };
}

function fakeBusinessName(random: Random, surname: string): string {
  const name = random.chance(0.6)
    ? `${random.pick(businessWords)} ${random.pick(trades)}`
    : `${surname} ${random.chance(0.15) ? '& Sons' : random.pick(trades)}`;
  return random.chance(0.35) ? `${name} Ltd` : name;
}

function fakeAddress(random: Random, [postcode, town]: readonly [string, string]): string {
  const unit = random.chance(0.2) ? `Unit ${random.int(1, 30)}, ` : '';
  return `${unit}${random.int(1, 240)} ${random.pick(streets)}, ${town}, ${postcode}`;
}

/** A contract end day (midnight UTC, as the date column holds it) from a month to two years after the lead. */
function contractEnd(random: Random, from: Date): Date {
  const date = new Date(from.getTime() + random.int(30, 730) * day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** When the lead came in: over the whole period, somewhat more often lately, mostly in working hours. */
function receivedAt({ random, now, oldest }: FakeLeadSettings): Date {
  const span = now.getTime() - oldest.getTime();
  const at = new Date(now.getTime() - Math.pow(random.next(), 1.2) * span);
  const [hours, minutes, seconds, ms] = [random.int(8, 19), random.int(0, 59), random.int(0, 59), random.int(0, 999)];
  const officeHours = random.chance(0.8);
  // Drawn whatever happens, so the leads after this one do not depend on the day the fill runs.
  const fallback = new Date(now.getTime() - random.next() * span);
  if (officeHours) at.setUTCHours(hours, minutes, seconds, ms);
  return at.getTime() > now.getTime() || at.getTime() < oldest.getTime() ? fallback : at;
}

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
