// The steps of the quotes and applications, each named once. A step's key is what its URL, its timeline entry
// and the code use; its label is how people read it: on the wizard's progress bar, as "{label} step reached" in
// the inbox and as "{label} step saved" on the lead's timeline. Change a word here and every place follows.

/** One step of a quote or application. */
export interface FlowStep<K extends string = string> {
  key: K;
  label: string;
}

const step = <K extends string>(key: K, label: string): FlowStep<K> => ({ key, label });

/** The energy wizard, in order: its progress bar and the `step` in its URL. */
export const energySteps = [
  step('address', 'Address'),
  step('business', 'Business'),
  step('service', 'Service'),
  step('supplier', 'Supplier'),
] as const;

/** The water & waste quote, in order: one page per step, the last being water usage or waste by the service. */
export const waterWasteSteps = [
  step('address', 'Address'),
  step('business', 'Business name'),
  step('service', 'Service'),
  step('water-usage', 'Water usage'),
  step('waste', 'Waste'),
] as const;

/** The loan wizard, in order: its progress bar and the `step` in its URL. */
export const businessLoanSteps = [
  step('basic', 'Basic information'),
  step('category', 'Business category'),
  step('turnover', 'Turnover'),
] as const;

/** The cash-advance application after its first form: the product. */
export const cashAdvanceSteps = [step('product', 'Product')] as const;

/** The steps of each kind of lead that has them, by kind (the LeadKind values). */
export const flowSteps = {
  energy: energySteps,
  water_waste: waterWasteSteps,
  business_loan: businessLoanSteps,
  cash_advance: cashAdvanceSteps,
} as const;

type StepsOf<F extends keyof typeof flowSteps> = (typeof flowSteps)[F][number];
export type FlowStepKey<F extends keyof typeof flowSteps> = StepsOf<F>['key'];

/** A flow's step by its key: typed, so a key that is not the flow's does not compile. */
export function flowStep<F extends keyof typeof flowSteps>(flow: F, key: FlowStepKey<F>): FlowStep<FlowStepKey<F>> {
  return (flowSteps[flow] as readonly FlowStep[]).find((entry) => entry.key === key) as FlowStep<FlowStepKey<F>>;
}

/** The keys of a flow's steps, in order (the values a wizard's `step` query may take); never empty. */
export const stepKeys = <F extends keyof typeof flowSteps>(flow: F) =>
  flowSteps[flow].map((entry) => entry.key) as [FlowStepKey<F>, ...FlowStepKey<F>[]];

/** The labels of a flow's steps, in order (a wizard's progress bar). */
export const stepLabels = <F extends keyof typeof flowSteps>(flow: F) => flowSteps[flow].map((entry) => entry.label);

/** The inbox's progress text for a lead waiting at this step. */
export const stepReached = (entry: FlowStep) => `${entry.label} step reached`;

/** The progress of a quote or application answered in full: the business hears of it ('lead.completed'). */
export const BOOKING_SCREEN_REACHED = 'Booking screen reached';

/**
 * How far a visitor got in a quote or application, in the inbox's words: the booking screen once every question
 * is answered; else the step after the furthest one answered (the first entry of `reached` whose answer is there);
 * else `start`, the step after the one that made the lead.
 */
export function quoteProgress<F extends keyof typeof flowSteps>(
  flow: F,
  answeredInFull: boolean,
  reached: [answer: unknown, next: FlowStepKey<F>][],
  start: FlowStepKey<F>,
): string {
  if (answeredInFull) return BOOKING_SCREEN_REACHED;
  const next = reached.find(([answer]) => Boolean(answer))?.[1] ?? start;
  return stepReached(flowStep(flow, next));
}

/**
 * The timeline's words for a saved step, from the key stored with the entry. Entries stored before steps had
 * keys hold the words themselves ('business name', 'water usage'): they read as they always did.
 */
export function stepSavedText(kind: string, stored: string | undefined): string {
  const steps = (flowSteps as Record<string, readonly FlowStep[] | undefined>)[kind] ?? [];
  const label = steps.find((entry) => entry.key === stored)?.label ?? stored ?? 'A';
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} step saved`;
}
