import type { ClaimsSettings } from '@sme/domain';

/**
 * The business's evidence for every figure claim, at the spec's figures (Over 2000, 90% acceptance, up to 40% …), each
 * with the day it was true and its source: what the tests and the browser tests' servers enter, so the pages make
 * the spec's claims.
 */
export const specClaimEvidence = {
  businessesHelped: { figure: 2000, asOf: '2026-11-01', source: 'CRM: cases closed since 2019' },
  refusedElsewhere: { figure: 1000, asOf: '2026-11-01', source: 'CRM: clients with a recorded refusal' },
  loanAcceptance: { figure: 90, asOf: '2026-10-31', source: 'Lender panel returns, 12 months to October 2026' },
  loanOffers: { figure: 48, asOf: '2026-10-31', source: 'Lender panel returns: median time to offer' },
  advanceApproval: { figure: 95, asOf: '2026-10-31', source: 'Provider returns, 12 months to October 2026' },
  advanceOffers: { figure: 24, asOf: '2026-10-31', source: 'Provider returns: median time to offer' },
  enquiryAnswer: { figure: 3, asOf: '2026-10-31', source: 'Console reports: leads answered within 3 minutes, October' },
  energySavings: { figure: 40, asOf: '2026-09-30', source: 'Switches completed in 2025–26, best saving' },
} satisfies Required<ClaimsSettings>;
