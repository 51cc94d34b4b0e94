import { z } from 'zod';
import { isStorableText } from '../rules/text-fields.ts';
import { pastDay, wholeFigure } from './figure-rules.ts';

// The site's figure claims ("Over 2000 businesses helped", "up to 40%") stand only on the business's evidence: each is
// entered in the console (Finance figures → Claims on the site) with the day it was true and where it comes from, and
// a page shows a claim only while its evidence is entered, linked to /our-figures, which shows the date and source.
// The words are the spec's; only the number is the business's.

interface EvidencedClaim {
  /** The console's label for the figure. */
  label: string;
  /** What the figure counts, for its field's hint and message. */
  unit: string;
  max: number;
  /** The claim as pages print it, for a figure. */
  words: (figure: string) => string;
}

export const evidencedClaims = {
  businessesHelped: {
    label: 'Businesses helped',
    unit: 'businesses',
    max: 10_000_000,
    words: (n) => `Over ${n}`,
  },
  refusedElsewhere: {
    label: 'Clients helped after being refused elsewhere',
    unit: 'clients',
    max: 10_000_000,
    words: (n) => `More than ${n}`,
  },
  loanAcceptance: {
    label: 'Loan acceptance (%)',
    unit: 'per cent of loan applications accepted',
    max: 100,
    words: (n) => `${n}% acceptance`,
  },
  loanOffers: {
    label: 'Loan offers within (hours)',
    unit: 'hours from application to offer',
    max: 720,
    words: (n) => `within ${n} hours`,
  },
  advanceApproval: {
    label: 'Cash advance approval success (%)',
    unit: 'per cent of cash advance applications approved',
    max: 100,
    words: (n) => `${n}% approval success`,
  },
  advanceOffers: {
    label: 'Cash advance offers in under (hours)',
    unit: 'hours from application to offer',
    max: 720,
    words: (n) => `in under ${n} hours`,
  },
  enquiryAnswer: {
    label: 'Enquiries answered in under (minutes)',
    unit: 'minutes of office time to a first answer',
    max: 1440,
    words: (n) => `in under ${n} minutes`,
  },
  energySavings: {
    label: 'Energy saving, up to (%)',
    unit: 'per cent saved at most on a business’s energy costs',
    max: 100,
    words: (n) => `up to ${n}%`,
  },
} as const satisfies Record<string, EvidencedClaim>;

export type EvidencedClaimId = keyof typeof evidencedClaims;
export const evidencedClaimIds = Object.keys(evidencedClaims) as EvidencedClaimId[];

/** One claim's evidence as entered: the figure, the day it was true, and where it comes from. */
export interface ClaimEvidence {
  figure: number;
  asOf: string;
  source: string;
}

/** The evidence entered, claim by claim; a claim without any is not made. */
export type ClaimsSettings = Partial<Record<EvidencedClaimId, ClaimEvidence>>;

/** A claim as the public pages receive it: its words with the business's figure, and its evidence to show. */
export interface PublicClaim {
  text: string;
  asOf: string;
  source: string;
}
export type PublicClaims = Partial<Record<EvidencedClaimId, PublicClaim>>;

export const claimMessages = {
  figure: (id: EvidencedClaimId) =>
    `Please enter the ${evidencedClaims[id].unit} as a whole number from 1 to ${evidencedClaims[id].max.toLocaleString('en-GB')}.`,
  asOf: 'Please enter the date this figure was true (dd/mm/yyyy), not in the future.',
  source:
    'Please say where the figure comes from, as you would show a regulator (e.g. “CRM: cases closed since 2019”, 3 to 200 characters).',
  none: 'Please enter the evidence of at least one claim, or clear the claims.',
} as const;

const evidenceOf = (id: EvidencedClaimId) =>
  z.object({
    figure: wholeFigure(claimMessages.figure(id), 1, evidencedClaims[id].max),
    asOf: pastDay(claimMessages.asOf),
    source: z
      .string({ error: claimMessages.source })
      .trim()
      .min(3, claimMessages.source)
      .max(200, claimMessages.source)
      .refine(isStorableText, claimMessages.source),
  }) satisfies z.ZodType<ClaimEvidence>;

export const claimsSettingsSchema = z
  .object(
    Object.fromEntries(evidencedClaimIds.map((id) => [id, evidenceOf(id).optional()])) as {
      [Id in EvidencedClaimId]: z.ZodOptional<ReturnType<typeof evidenceOf>>;
    },
  )
  .refine((claims) => Object.values(claims).some(Boolean), {
    message: claimMessages.none,
  }) satisfies z.ZodType<ClaimsSettings>;

/** A count as the spec writes it ("Over 2000"); larger ones grouped for reading ("Over 12,500"). */
const figureWords = (figure: number) => (figure < 10_000 ? String(figure) : figure.toLocaleString('en-GB'));

/** The claims a page may make, with the words each is printed in. */
export function publicClaims(settings: ClaimsSettings | null): PublicClaims {
  const claims: PublicClaims = {};
  for (const id of evidencedClaimIds) {
    const evidence = settings?.[id];
    if (evidence) {
      claims[id] = {
        text: evidencedClaims[id].words(figureWords(evidence.figure)),
        asOf: evidence.asOf,
        source: evidence.source,
      };
    }
  }
  return claims;
}

/** The newest day among the evidence (the audit log keeps it with each save). */
export const claimsDate = (claims: ClaimsSettings): string =>
  Object.values(claims)
    .map((evidence) => evidence.asOf)
    .sort()
    .at(-1) ?? '';
