import type { DbTransaction } from '@sme/db';
import { answerRequired, type CorrectionRule } from '@sme/domain';
import type { Correction, LeadLink } from './lead-kind.ts';
import type { QuoteCalls } from './quote-calls.ts';

/** An answer left empty is stored as no value where the column allows it. */
export const orNull = (value: string) => (value === '' ? null : value);

/**
 * Whether the visitor's form requires an answer: no (false), yes (true: refused in our words, naming the answer),
 * yes in the form's own words (its message), or depending on the lead (the message, or null).
 */
export type Requirement<Row> = boolean | string | ((row: Row) => string | null);

const blankRefusalOf =
  <Row>(label: string, required: Requirement<Row>) =>
  (row: Row): string | null => {
    if (typeof required === 'function') return required(row);
    if (typeof required === 'string') return required;
    return required ? answerRequired(label) : null;
  };

/** A correctable answer: its id, its label as the answers show it, its rule, and where it is read and written. */
export const correction = <Row>(
  field: string,
  label: string,
  rule: CorrectionRule,
  required: Requirement<Row>,
  read: (row: Row) => string | null | undefined,
  write: (tx: DbTransaction, id: string, value: string) => Promise<unknown>,
): Correction<Row> => ({
  field,
  label,
  rule,
  blankRefusal: blankRefusalOf(label, required),
  read: (row) => read(row) ?? '',
  write: async (tx, id, value) => {
    await write(tx, id, value);
  },
});

/** The latest "Prefer we call you?" request of a quote or application: the person staff call. */
async function latestCallback(tx: DbTransaction, link: LeadLink, id: string): Promise<string> {
  const latest = await tx.callbackRequest.findFirstOrThrow({
    where: { [link]: id },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
  return latest.id;
}

/**
 * The person of a quote or application lives in its latest callback request: its name, phone and e-mail are
 * corrected there. None to correct (null) before the visitor asked for a call.
 */
export function callbackCorrections<Row extends QuoteCalls>(link: LeadLink): Correction<Row>[] {
  const own = (
    field: 'name' | 'phone' | 'email',
    label: string,
    rule: CorrectionRule,
    required: boolean,
  ): Correction<Row> => ({
    field: `callback.${field}`,
    label,
    rule,
    blankRefusal: blankRefusalOf(label, required),
    read: (row) => {
      const callback = row.callbackRequests[0];
      return callback ? (callback[field] ?? '') : null;
    },
    write: async (tx, id, value) => {
      const callbackId = await latestCallback(tx, link, id);
      await tx.callbackRequest.update({
        where: { id: callbackId },
        data: { [field]: field === 'email' ? orNull(value) : value },
      });
    },
  });
  return [
    own('name', 'Call back: name', 'name', true),
    own('phone', 'Call back: phone', 'phone', true),
    own('email', 'Email for a confirmation', 'email', false),
  ];
}

/**
 * A corrected answer's old and new values are the person's data too: erasure keeps that the answer was corrected,
 * and when, and blanks the values.
 */
export async function eraseCorrections(tx: DbTransaction, link: Partial<Record<LeadLink, string>>): Promise<void> {
  const events = await tx.leadEvent.findMany({
    where: { type: 'answer_corrected', lead: link },
    select: { id: true, detail: true },
  });
  for (const event of events) {
    const { field, label } = event.detail as { field?: string; label?: string };
    await tx.leadEvent.update({
      where: { id: event.id },
      data: { detail: { field: field ?? null, label: label ?? null, erased: true } },
    });
  }
}
