import type { DbTransaction, LeadKind } from '@sme/db';
import { checkCorrection, correctionMessages, type CorrectionRefused } from '@sme/domain';
import type { Answer, Correction, LeadSource } from './lead-kind.ts';
import { leadKinds, readRow } from './registry.ts';

const correctionsOf = (kind: LeadKind) => leadKinds[kind].corrections as Correction<unknown>[];

/** The answers as the lead page shows them, each correctable one with its field id (its Edit button's). */
export function withCorrectionFields(
  kind: LeadKind,
  answers: Answer[],
  correctable: boolean,
): (Answer & { field?: string })[] {
  const corrections = correctable ? correctionsOf(kind) : [];
  return answers.map((answer) => {
    const field = corrections.find((correction) => correction.label === answer.label)?.field;
    return field ? { ...answer, field } : answer;
  });
}

/** What a correction changed: the answer's label, and its value before and after. */
export interface CorrectedAnswer {
  label: string;
  before: string;
  after: string;
}

/**
 * Checks a corrected answer by the visitor's own rule for its field and stores it in the submission's row: the
 * change, or the refusal (with its code when it is the value's, to show by the field). A value as it was already
 * changes nothing (null change).
 */
export async function correctSubmission(
  tx: DbTransaction,
  source: LeadSource,
  field: string,
  value: string,
): Promise<
  { ok: true; change: CorrectedAnswer | null } | CorrectionRefused | { ok: false; message: string; code?: undefined }
> {
  const correction = correctionsOf(source.kind).find((candidate) => candidate.field === field);
  const row = correction ? await readRow(tx, source) : null;
  const before = row ? correction!.read(row) : null;
  if (!correction || before === null) return { ok: false, message: correctionMessages.notCorrectable };
  const checked = checkCorrection(correction.rule, correction.label, value, correction.blankRefusal(row!));
  if (!checked.ok) return checked;
  if (checked.value === before) return { ok: true, change: null };
  await correction.write(tx, source.id, checked.value);
  return { ok: true, change: { label: correction.label, before, after: checked.value } };
}
