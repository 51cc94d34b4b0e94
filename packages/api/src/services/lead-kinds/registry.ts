import type { DbTransaction, LeadKind } from '@sme/db';
import type { CallKind, Db, LeadDetails, LeadKindModule, LeadLink, LeadSource, LeadSummary } from './lead-kind.ts';
import { businessLoan } from './business-loan.ts';
import { cashAdvance } from './cash-advance.ts';
import { contactUs } from './contact-us.ts';
import { eraseCorrections } from './corrections.ts';
import { energy } from './energy.ts';
import { partnerRegistration } from './partner-registration.ts';
import { popup } from './popup.ts';
import { waterWaste } from './water-waste.ts';

/**
 * Every kind of lead and its module. Keyed by Prisma's LeadKind: a kind added to the schema does not compile
 * until it has its module here. The inbox, the lead page, erasure, retention and the outbox reach a kind's
 * submission only through this table.
 */
export const leadKinds = {
  contact_us: contactUs,
  popup,
  partner_registration: partnerRegistration,
  energy,
  water_waste: waterWaste,
  business_loan: businessLoan,
  cash_advance: cashAdvance,
} satisfies Record<LeadKind, LeadKindModule<unknown>>;

/** The kinds that are sales conversations: they wait in "To answer" and count in the speed-to-lead figure. */
export const salesKinds = (Object.keys(leadKinds) as LeadKind[]).filter((kind) => leadKinds[kind].salesConversation);

/** A kind's module, its row type forgotten: what the consumers that take any kind work with. */
const moduleOf = (kind: LeadKind) => leadKinds[kind] as LeadKindModule<unknown>;

/** The Lead's link columns, as a Prisma `select`: exactly one of them is set on a lead. */
export const sourceLinkSelect = Object.fromEntries(
  Object.values(leadKinds).map((module) => [module.link, true]),
) as Record<LeadLink, true>;

/** A lead as read with sourceLinkSelect and its kind. */
export type LinkedLead = { kind: LeadKind } & Record<LeadLink, string | null>;

/** The Lead's link to a submission, as Prisma's where and data. */
export const linkOf = (source: LeadSource) =>
  ({ [moduleOf(source.kind).link]: source.id }) as Partial<Record<LeadLink, string>>;

/** The submission a lead describes, or null when its link is gone (it cannot be, but the column is nullable). */
export function sourceOf(lead: LinkedLead): LeadSource | null {
  const id = lead[moduleOf(lead.kind).link];
  return id ? { kind: lead.kind, id } : null;
}

/** A submission read once, with what the inbox row and the lead's events are written from. */
export interface ReadSubmission {
  summary: LeadSummary;
  details: LeadDetails;
}

/** A submission's own row, as its kind's module reads it; null once gone. */
export async function readRow(db: Db, source: LeadSource): Promise<unknown> {
  const [row] = await moduleOf(source.kind).readMany(db, [source.id]);
  return row ?? null;
}

/** Reads a submission through its kind's module: what the inbox shows of it and every detail; null once gone. */
export async function readSubmission(db: Db, source: LeadSource): Promise<ReadSubmission | null> {
  const kind = moduleOf(source.kind);
  const row = await readRow(db, source);
  return row ? { summary: kind.summary(row), details: kind.details(row) } : null;
}

/** Many submissions, one statement per kind: each source's, in the order given (null for one that is gone). */
export async function readSubmissions(db: Db, sources: (LeadSource | null)[]): Promise<(ReadSubmission | null)[]> {
  const idsByKind = new Map<LeadKind, string[]>();
  for (const source of sources) {
    if (source) idsByKind.set(source.kind, [...(idsByKind.get(source.kind) ?? []), source.id]);
  }
  const rows = new Map<string, unknown>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      for (const row of await moduleOf(kind).readMany(db, ids)) rows.set((row as { id: string }).id, row);
    }),
  );
  return sources.map((source) => {
    const row = source && rows.get(source.id);
    if (!source || !row) return null;
    const kind = moduleOf(source.kind);
    return { summary: kind.summary(row), details: kind.details(row) };
  });
}

/** Whether a kind takes booked calls and callback requests: the quotes and applications. */
export const takesCalls = (kind: LeadKind): kind is CallKind =>
  kind === 'energy' || kind === 'water_waste' || kind === 'business_loan' || kind === 'cash_advance';

/** A quote or application as its booked calls and callback requests name it: their flow and link columns. */
export const callOwnerOf = (source: LeadSource<CallKind>) => ({ flow: source.kind, ...linkOf(source) });

/** What the scheduling service told us of a booked call's person, blanked, and no read of it due again. */
const erasedBooking = {
  inviteeName: null,
  inviteeEmail: null,
  inviteePhone: null,
  inviteeAnswers: [],
  detailsDueAt: null,
  detailsError: null,
};

/**
 * Blanks the personal data a submission holds: its own row through its kind's module, and the callback requests
 * and booked calls of a quote or application. A booked call's event and invitee addresses open the booking with
 * the person's name in the scheduling service.
 */
export async function eraseSubmission(tx: DbTransaction, source: LeadSource): Promise<void> {
  await moduleOf(source.kind).erase(tx, source.id);
  await eraseCorrections(tx, linkOf(source));
  if (!takesCalls(source.kind)) return;
  const owner = linkOf(source);
  await tx.callbackRequest.updateMany({ where: owner, data: { name: '', phone: '', email: null } });
  const calls = await tx.scheduledCall.findMany({ where: owner, select: { id: true } });
  for (const call of calls) {
    await tx.scheduledCall.update({
      where: { id: call.id },
      data: { eventUri: `erased:${call.id}`, inviteeUri: '', ...erasedBooking },
    });
  }
}
