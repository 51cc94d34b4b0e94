import type { DbTransaction, InsertModel, InsertRow, LeadKind, Prisma } from '@sme/db';
import type { CorrectionRule, LeadFiguresShown, SearchableLead } from '@sme/domain';

/** A submission's row as its first write stores it: what the visitor sent, its id and when. */
export type StoredRow<Table extends InsertModel> = InsertRow<Table> & { createdAt: Date };

/** The database a read runs on: the client, or the transaction a write is in. */
export type Db = Prisma | DbTransaction;

/** The Lead's link to its submission's own row: one column per table of submissions. */
export type LeadLink =
  | 'contactEnquiryId'
  | 'popupLeadId'
  | 'partnerRegistrationId'
  | 'guestLeadId'
  | 'loanApplicationId'
  | 'cashAdvanceApplicationId';

/** The kinds of lead a visitor can book a call or ask for a callback on: the quotes and applications. */
export type CallKind = Extract<LeadKind, 'energy' | 'water_waste' | 'business_loan' | 'cash_advance'>;

/** A submission: its kind and its own row's id. */
export interface LeadSource<K extends LeadKind = LeadKind> {
  kind: K;
  id: string;
}

/** What the inbox lists and searches for a lead, read from its submission. */
export interface LeadSummary extends SearchableLead {
  /** How far the visitor got, in people's words. */
  progress: string;
}

/** One answer as staff read it: the question in people's words, never the wire name. */
export interface Answer {
  label: string;
  value: string;
}

/**
 * An answer staff can correct on the lead page (a wrong address, a misspelt name): where it lives and the visitor's
 * rule for it. `label` is the answer's own label, which ties the Edit button to the answer shown.
 */
export interface Correction<Row> {
  /** The answer's id in admin.leads.correctAnswer. */
  field: string;
  label: string;
  rule: CorrectionRule;
  /**
   * The message refusing a blank value when the visitor's form requires this answer on this lead (for some forms it
   * depends on the page sent from and the other answers); null when it may be emptied.
   */
  blankRefusal(row: Row): string | null;
  read(row: Row): string | null;
  /** Stores the checked value in the submission's own row (or its latest callback request), where the REST reads look. */
  write(tx: DbTransaction, id: string, value: string): Promise<void>;
}

/**
 * Where a booked call's details (read from the scheduling service, CALENDLY_TOKEN) stand: read, still to be read
 * (or being tried again), given up on, or never to be read because no token is set.
 */
export type BookingDetailsState = 'received' | 'waiting' | 'failed' | 'not configured';

/** A call the visitor booked through the scheduling widget, with what the scheduling service said of it. */
export interface BookedCall {
  eventUri: string;
  inviteeUri: string;
  bookedAt: string;
  /** The person who booked, as the booking gives them; null until its details are read. */
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The booking questions and the answers given. */
  answers: { question: string; answer: string }[];
  /** The call's start and end (ISO). */
  startAt: string | null;
  endAt: string | null;
  /** 'active', 'canceled' or 'rescheduled' (moved to another time), as the service last said; null until read. */
  status: 'active' | 'canceled' | 'rescheduled' | null;
  details: BookingDetailsState;
  /** Why the last read failed, in words (a retry may be due). */
  detailsError: string | null;
}

/** The visitor's latest "Prefer we call you?" request, as stored. */
export interface CallbackRow {
  name: string;
  phone: string;
  bestTime: string | null;
  email: string | null;
  /** The code the visitor was given to quote (null on requests stored before references existed). */
  reference: string | null;
  /** The UK day (yyyy-mm-dd) we call on, in the chosen window. */
  callDay: string | null;
  createdAt: Date;
}

/** Everything a lead's submission says beyond its inbox row: the lead page, and every event the business hears of. */
export interface LeadDetails {
  answers: Answer[];
  product: { id: number; name: string } | null;
  calls: BookedCall[];
  callback: CallbackRow | null;
  /** What else the inbox search finds the lead by: the reference of every callback the visitor asked for. */
  searchTerms: string[];
  /** The calculators' inputs and the figures the visitor saw (quotes and applications only); null when none. */
  figures?: LeadFiguresShown | null;
}

/**
 * All the rest of the system needs from one kind of lead. Adding a kind is one module of this shape in
 * `lead-kinds/`, its entry in the registry (which the compiler asks for: it is keyed by Prisma's LeadKind), its
 * table and migration, and its routes.
 */
export interface LeadKindModule<Row, Table extends InsertModel = InsertModel> {
  /** The table of this kind's submissions, and the Lead's column that links it to one of them. */
  table: Table;
  link: LeadLink;
  /**
   * A form that is whole when sent (contact, popup, registration): its lead is worth a call the moment it arrives,
   * and the visitor is sent a confirmation. A quote or application is worth one once answered in full.
   */
  wholeWhenSent: boolean;
  /**
   * A sales conversation: someone should speak to the person, so the lead waits in "To answer", follows the contact
   * cadence and counts in the speed-to-lead figure. A partner's registration is approved, not called.
   */
  salesConversation: boolean;
  /** A new submission as its first write stores it (no calls yet), read as `read` reads it. */
  fromStored(stored: StoredRow<Table>): Row;
  /**
   * The submissions with these ids, with what their summaries and details need (in any order; one that no longer
   * exists is left out): one statement for a page of the export, as for one lead.
   */
  readMany(db: Db, ids: string[]): Promise<Row[]>;
  /** What the inbox lists and searches, and how far the visitor got. */
  summary(row: Row): LeadSummary;
  /** The answers with people's labels, the chosen product, the booked calls and the latest callback request. */
  details(row: Row): LeadDetails;
  /** Blanks what the submission holds that names or reaches a person (its calls are the registry's to blank). */
  erase(tx: DbTransaction, id: string): Promise<void>;
  /** The answers staff can correct: the address, the business name and the person's contact details it holds. */
  corrections: Correction<Row>[];
}
