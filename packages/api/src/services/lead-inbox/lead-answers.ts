import type { DbTransaction, Prisma } from '@sme/db';
import {
  binCollectionValues,
  businessCategoryValues,
  businessLocationValues,
  CONTRACT_END_UNSURE,
  energyServiceValues,
  isoDay,
  labelOf,
  takePaymentValues,
  turnoverBand,
  waterWasteServiceValues,
} from '@sme/domain';
import type { ContactEnquiryRow, PartnerRegistrationRow, PopupLeadRow, SourceLinks } from './lead-summary.ts';

/** One answer as staff read it: the question in people's words, never the wire name. */
export interface Answer {
  label: string;
  value: string;
}

/** A call the visitor booked through the scheduling widget. */
export interface BookedCall {
  eventUri: string;
  inviteeUri: string;
  bookedAt: string;
}

const answer = (label: string, value: string | number | null | undefined): Answer[] =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];

const calls = (rows: { eventUri: string; inviteeUri: string; createdAt: Date }[]): BookedCall[] =>
  rows.map((row) => ({ eventUri: row.eventUri, inviteeUri: row.inviteeUri, bookedAt: row.createdAt.toISOString() }));
const callOrder = { orderBy: { createdAt: 'asc' as const } };
/** The latest "Prefer we call you?" request: who to call, when, and the address for its confirmation. */
const latestCallback = { orderBy: { createdAt: 'desc' as const }, take: 1 };
const callbackAnswers = (rows: { name: string; phone: string; bestTime: string | null; email: string | null }[]) =>
  rows.flatMap((row) => [
    ...answer('Call back: name', row.name),
    ...answer('Call back: phone', row.phone),
    ...answer('Best time to call', row.bestTime ?? 'Any time'),
    ...answer('Email for a confirmation', row.email),
  ]);

const person = (row: { name: string | null; email: string | null; phone: string | null }) => [
  ...answer('Name', row.name),
  ...answer('Email', row.email),
  ...answer('Phone', row.phone),
];

/** The answers of the forms that are whole when sent, from the row as stored. */
export const contactEnquiryAnswers = (row: ContactEnquiryRow): Answer[] => [
  ...person({ ...row, name: row.firstName }),
  ...answer('Business name', row.businessName),
  ...answer('Business address', row.businessAddress),
  ...answer('Message', row.message),
  ...answer('Sent from the page', row.page),
  ...answer('Service', row.serviceLabel),
];
export const popupAnswers = (row: PopupLeadRow): Answer[] => [
  ...person(row),
  ...answer('Sent from the page', row.page),
];
export const registrationAnswers = (row: PartnerRegistrationRow): Answer[] => [
  ...person(row),
  ...answer('Business address', row.businessAddress),
];

/** Every answer the lead's submission holds, its chosen product, and its booked calls. */
export async function leadAnswers(
  db: Prisma | DbTransaction,
  ids: SourceLinks,
): Promise<{ answers: Answer[]; product: { id: number; name: string } | null; calls: BookedCall[] }> {
  const none = { product: null, calls: [] };
  const only = (answers: Answer[]) => ({ answers, ...none });
  if (ids.contactEnquiryId) {
    const row = await db.contactEnquiry.findUnique({ where: { id: ids.contactEnquiryId } });
    return only(row ? contactEnquiryAnswers(row) : []);
  }
  if (ids.popupLeadId) {
    const row = await db.popupLead.findUnique({ where: { id: ids.popupLeadId } });
    return only(row ? popupAnswers(row) : []);
  }
  if (ids.partnerRegistrationId) {
    const row = await db.partnerRegistration.findUnique({ where: { id: ids.partnerRegistrationId } });
    return only(row ? registrationAnswers(row) : []);
  }
  if (ids.guestLeadId) {
    const row = await db.guestLead.findUnique({
      where: { id: ids.guestLeadId },
      include: { scheduledCalls: callOrder, callbackRequests: latestCallback },
    });
    if (!row) return only([]);
    const common = [
      ...answer('Postcode', row.postCode),
      ...answer('Address', row.fullAddress),
      ...answer('Business name', row.businessName),
    ];
    const energy = row.flow === 'energy';
    const answers = energy
      ? [
          ...common,
          ...answer('Service', labelOf(energyServiceValues, row.service)),
          ...answer('Current supplier', row.supplier),
          ...answer(
            'Contract end date',
            row.contractEndUnsure ? CONTRACT_END_UNSURE : row.contractEndDate && isoDay(row.contractEndDate),
          ),
        ]
      : [
          ...common,
          ...answer('Service', labelOf(waterWasteServiceValues, row.service)),
          ...answer('Average annual water usage', row.annualUsage),
          ...answer('Bins required', row.requireBin),
          ...answer('Bin capacity (litres)', row.binCapacity),
          ...answer('Collections', labelOf(binCollectionValues, row.binCollectedDays)),
        ];
    answers.push(...callbackAnswers(row.callbackRequests));
    return { answers, product: null, calls: calls(row.scheduledCalls) };
  }
  if (ids.loanApplicationId) {
    const row = await db.loanApplication.findUnique({
      where: { id: ids.loanApplicationId },
      include: { scheduledCalls: callOrder, callbackRequests: latestCallback },
    });
    if (!row) return only([]);
    return {
      answers: [
        ...answer('Amount to borrow', `£${row.borrowAmount.toLocaleString('en-GB')}`),
        ...answer('Term', `${row.borrowTermMonths} months`),
        ...answer('Company name', row.companyName),
        ...answer('Company address', row.companyAddress),
        ...answer('Trading name', row.tradingName),
        ...answer('Trading address', row.tradingAddress),
        ...answer('Business category', labelOf(businessCategoryValues, row.businessCategory)),
        ...answer(
          'Monthly card turnover',
          row.monthlyTurnoverFrom === null ? null : `£${turnoverBand(row.monthlyTurnoverFrom)}`,
        ),
        ...callbackAnswers(row.callbackRequests),
      ],
      product: null,
      calls: calls(row.scheduledCalls),
    };
  }
  if (ids.cashAdvanceApplicationId) {
    const row = await db.cashAdvanceApplication.findUnique({
      where: { id: ids.cashAdvanceApplicationId },
      include: {
        scheduledCalls: callOrder,
        callbackRequests: latestCallback,
        product: { select: { id: true, name: true } },
      },
    });
    if (!row) return only([]);
    const country = Array.isArray(row.locationData)
      ? (row.locationData as { label?: string; value?: string }[]).find((fact) => fact?.label === 'Country')?.value
      : undefined;
    return {
      answers: [
        ...answer('Business name', row.businessName),
        ...answer('Card provider', row.cardProvider),
        ...answer('How payments are taken', labelOf(takePaymentValues, row.takePayment)),
        ...answer('Where the business sells', labelOf(businessLocationValues, row.businessLocation)),
        ...answer('Product', row.product?.name ?? (row.productNotSure ? 'Not sure' : null)),
        ...answer('Country', country),
        ...callbackAnswers(row.callbackRequests),
      ],
      product: row.product,
      calls: calls(row.scheduledCalls),
    };
  }
  return { answers: [], ...none };
}
