// What a page may say about the card machines as a whole, worked out from the catalogue the business keeps: a claim
// about every machine is made only when every machine backs it, otherwise it says how many do. (What may be said of
// their upfront cost is upfrontClaim, in finance/card-costs.ts, beside the costs.)

/** What these claims read of a card machine: its features' names, as the catalogue answers them. */
export interface FeaturedMachine {
  features: readonly { name: string }[];
}

/**
 * The terminal claims of the spec (§1 Payment solution claims), each in the spec's words, with what in a feature's
 * name backs it: a machine backs a claim when one of its features says so in the catalogue.
 */
export const terminalClaimKinds = [
  { key: 'uptime', title: '99.999% uptime', backedBy: (feature: string) => /99\.999% uptime/i.test(feature) },
  {
    key: 'connectivity',
    title: 'Dual Wi-Fi and 4G',
    backedBy: (feature: string) => /\b4G\b/i.test(feature) && /\bWi-?Fi\b/i.test(feature),
  },
  { key: 'battery', title: '10-hour battery', backedBy: (feature: string) => /\b10-hour battery\b/i.test(feature) },
] as const;

export type TerminalClaimKey = (typeof terminalClaimKinds)[number]['key'];

/** One claim the catalogue backs: how many of the machines list it. */
export interface TerminalClaim {
  key: TerminalClaimKey;
  title: string;
  machines: number;
  of: number;
}

/** The terminal claims at least one machine backs, in the spec's order, each with how many of them do. */
export function terminalClaims(machines: readonly FeaturedMachine[]): TerminalClaim[] {
  return terminalClaimKinds.flatMap(({ key, title, backedBy }) => {
    const count = machines.filter((machine) => machine.features.some((feature) => backedBy(feature.name))).length;
    return count === 0 ? [] : [{ key, title, machines: count, of: machines.length }];
  });
}
