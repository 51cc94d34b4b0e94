import type { Prisma } from '@sme/db';
import { normalizePostcode, type LeadKindValue, type SearchableLead } from '@sme/domain';

/** The submission an inbox row describes: its kind and its own row's id. */
export type LeadSource =
  | { kind: 'contact_us'; contactEnquiryId: string }
  | { kind: 'popup'; popupLeadId: string }
  | { kind: 'partner_registration'; partnerRegistrationId: string }
  | { kind: 'energy' | 'water_waste'; guestLeadId: string }
  | { kind: 'business_loan'; loanApplicationId: string }
  | { kind: 'cash_advance'; cashAdvanceApplicationId: string };

/** What the inbox lists and searches for a lead, read from its submission. */
export interface LeadSummary extends SearchableLead {
  /** How far the visitor got, in people's words. */
  progress: string;
}

type Tx = Pick<
  Prisma,
  'contactEnquiry' | 'popupLead' | 'partnerRegistration' | 'guestLead' | 'loanApplication' | 'cashAdvanceApplication'
>;

/** The progress of a quote or application answered in full: the business hears of it ('lead.completed'). */
export const BOOKING_SCREEN_REACHED = 'Booking screen reached';

const booked = (calls: { id: string }[]) => calls.length > 0;

/** The latest callback request of a quote or application: who to call, and how far the visitor got. */
const latestCallback = {
  callbackRequests: {
    orderBy: { createdAt: 'desc' as const },
    take: 1,
    select: { name: true, phone: true, email: true },
  },
};
type Callbacks = { callbackRequests: { name: string; phone: string; email: string | null }[] };

/** A quote or application's person and progress once the visitor booked a call or asked for one. */
function withCalls(row: { scheduledCalls: { id: string }[] } & Callbacks, progress: string) {
  const callback = row.callbackRequests[0];
  return {
    personName: callback?.name ?? null,
    email: callback?.email ?? null,
    phone: callback?.phone ?? null,
    progress: booked(row.scheduledCalls) ? 'Call booked' : callback ? 'Callback requested' : progress,
  };
}

/** A UK postcode inside a free-text address (the contact forms' and loan's addresses end with one). */
export function postcodeIn(address: string | null | undefined): string | null {
  const match = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i.exec(address ?? '');
  return match ? normalizePostcode(`${match[1]}${match[2]}`) : null;
}

const none = { businessName: null, personName: null, email: null, phone: null, postCode: null };

/** The forms that are whole when sent, as stored: what the inbox shows of each is read from the row alone. */
export interface ContactEnquiryRow {
  firstName: string | null;
  email: string | null;
  phone: string | null;
  businessName: string | null;
  businessAddress: string | null;
  message: string | null;
  page: string | null;
  serviceLabel: string | null;
}
export interface PopupLeadRow {
  name: string;
  email: string;
  phone: string;
  page: string | null;
}
export interface PartnerRegistrationRow {
  name: string;
  email: string;
  phone: string;
  businessAddress: string;
}

export function contactEnquirySummary(row: ContactEnquiryRow): LeadSummary {
  return {
    businessName: row.businessName,
    personName: row.firstName,
    email: row.email,
    phone: row.phone,
    postCode: postcodeIn(row.businessAddress),
    progress: row.page ? `Enquiry sent from the ${row.page} page` : 'Enquiry sent',
  };
}

export function popupSummary(row: PopupLeadRow): LeadSummary {
  return { ...none, personName: row.name, email: row.email, phone: row.phone, progress: 'Asked to be called' };
}

export function registrationSummary(row: PartnerRegistrationRow): LeadSummary {
  return {
    ...none,
    personName: row.name,
    email: row.email,
    phone: row.phone,
    postCode: postcodeIn(row.businessAddress),
    progress: 'Registration sent',
  };
}

/** Reads the submission and says what the inbox shows of it; null when it no longer exists. */
export async function summarise(tx: Tx, source: LeadSource): Promise<LeadSummary | null> {
  switch (source.kind) {
    case 'contact_us': {
      const row = await tx.contactEnquiry.findUnique({ where: { id: source.contactEnquiryId } });
      return row && contactEnquirySummary(row);
    }
    case 'popup': {
      const row = await tx.popupLead.findUnique({ where: { id: source.popupLeadId } });
      return row && popupSummary(row);
    }
    case 'partner_registration': {
      const row = await tx.partnerRegistration.findUnique({ where: { id: source.partnerRegistrationId } });
      return row && registrationSummary(row);
    }
    case 'energy':
    case 'water_waste': {
      const row = await tx.guestLead.findUnique({
        where: { id: source.guestLeadId },
        include: { scheduledCalls: { select: { id: true } }, ...latestCallback },
      });
      if (!row) return null;
      return {
        ...none,
        businessName: row.businessName,
        postCode: row.postCode || null,
        ...withCalls(row, row.flow === 'energy' ? energyProgress(row) : waterWasteProgress(row)),
      };
    }
    case 'business_loan': {
      const row = await tx.loanApplication.findUnique({
        where: { id: source.loanApplicationId },
        include: { scheduledCalls: { select: { id: true } }, ...latestCallback },
      });
      if (!row) return null;
      const progress =
        row.monthlyTurnoverFrom !== null
          ? BOOKING_SCREEN_REACHED
          : row.businessCategory
            ? 'Turnover step reached'
            : 'Category step reached';
      return {
        ...none,
        businessName: row.tradingName ? `${row.companyName} (trading as ${row.tradingName})` : row.companyName,
        postCode: postcodeIn(row.companyAddress),
        ...withCalls(row, progress),
      };
    }
    case 'cash_advance': {
      const row = await tx.cashAdvanceApplication.findUnique({
        where: { id: source.cashAdvanceApplicationId },
        include: { scheduledCalls: { select: { id: true } }, ...latestCallback },
      });
      if (!row) return null;
      const progress = row.productId !== null || row.productNotSure ? BOOKING_SCREEN_REACHED : 'Product step reached';
      return { ...none, businessName: row.businessName, ...withCalls(row, progress) };
    }
  }
}

function energyProgress(row: { supplier: string | null; service: string | null; businessName: string | null }) {
  if (row.supplier) return BOOKING_SCREEN_REACHED;
  if (row.service) return 'Supplier step reached';
  if (row.businessName) return 'Service step reached';
  return 'Business step reached';
}

function waterWasteProgress(row: {
  service: string | null;
  businessName: string | null;
  annualUsage: string | null;
  binCollectedDays: string | null;
}) {
  if (row.annualUsage || row.binCollectedDays) return BOOKING_SCREEN_REACHED;
  if (row.service === 'water') return 'Water usage step reached';
  if (row.service === 'waste') return 'Waste step reached';
  if (row.businessName) return 'Service step reached';
  return 'Business name step reached';
}

/** The inbox row's links to its submission, as a Prisma `select`: exactly one of them is set. */
export const sourceLinkSelect = {
  contactEnquiryId: true,
  popupLeadId: true,
  partnerRegistrationId: true,
  guestLeadId: true,
  loanApplicationId: true,
  cashAdvanceApplicationId: true,
} as const;

export type SourceLinks = Record<keyof typeof sourceLinkSelect, string | null>;

/** The inbox row's link to its submission, as Prisma's unique where and data. */
export function sourceLink(source: LeadSource) {
  const { kind: _kind, ...link } = source;
  return link as Partial<Record<keyof typeof sourceLinkSelect, string>>;
}

export type { LeadKindValue };
