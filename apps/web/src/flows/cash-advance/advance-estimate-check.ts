import {
  cashAdvanceEstimateInputSchema,
  estimateMessages,
  parseTypedPounds,
  type CashAdvanceEstimateInput,
} from '@sme/domain';

// The cash-advance estimate's rules for what was typed (zod: only ever loaded with the estimate's own code, or on the
// server, which checks a plain submission with them).

/** The estimate's two amounts as typed. */
export interface TypedEstimate {
  advance: string;
  takings: string;
}
export type EstimateKey = keyof TypedEstimate;

const messageOf: Record<EstimateKey, string> = {
  advance: estimateMessages.advance,
  takings: estimateMessages.monthlyTakings,
};
const schemaKey: Record<EstimateKey, keyof CashAdvanceEstimateInput> = {
  advance: 'advancePounds',
  takings: 'monthlyTakingsPounds',
};

/** One typed amount as the schema reads it: the pounds, or null (with the field's message) when it is not one. */
export function amountOf(key: EstimateKey, text: string): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const pounds = parseTypedPounds(text);
  const checked = cashAdvanceEstimateInputSchema.shape[schemaKey[key]].safeParse(pounds);
  return checked.success ? { value: checked.data } : { value: null, error: messageOf[key] };
}

/**
 * The estimate as the form sends it: nothing when both are blank; both amounts when both are; otherwise each field's
 * problem (one given without the other, or not an amount), takings first, as the form shows them.
 */
export function checkEstimate(
  typed: TypedEstimate,
): { ok: true; input?: CashAdvanceEstimateInput } | { ok: false; problems: Partial<Record<EstimateKey, string>> } {
  const given = typed.advance.trim() !== '' || typed.takings.trim() !== '';
  const problems: Partial<Record<EstimateKey, string>> = {};
  const amounts = { takings: amountOf('takings', typed.takings), advance: amountOf('advance', typed.advance) };
  for (const key of ['takings', 'advance'] as const) {
    if (amounts[key].error || (given && amounts[key].value === null)) problems[key] = messageOf[key];
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return given && amounts.advance.value !== null && amounts.takings.value !== null
    ? { ok: true, input: { advancePounds: amounts.advance.value, monthlyTakingsPounds: amounts.takings.value } }
    : { ok: true };
}
