import type { LoanSettings } from '@sme/domain';
import { useClaim } from '../app/settings.tsx';
import { ClaimLink } from '../ui/ClaimLink.tsx';

/**
 * What a credit broker must say wherever its loan figures are shown: the firm a visitor deals with and whether it
 * works with a panel of lenders or the whole market (CONC 3.7.4R), and which business loans are regulated credit
 * (to individuals in law: sole traders, partnerships of two or three, unincorporated associations; £25,000 or less).
 */
export function CreditBrokerStatement({ loan }: { loan: LoanSettings }) {
  return (
    <div className="mt-6 space-y-2 text-slate-700" data-testid="credit-broker-statement">
      <p className="font-semibold text-ink">
        {loan.firmLegalName} (FCA firm reference number {loan.firmFrn}) is a credit broker, not a lender.
      </p>
      <p>
        {loan.lenderReach === 'panel'
          ? 'We work with a limited panel of lenders, not the whole market.'
          : 'We work with lenders across the whole market.'}
      </p>
      <p>
        Business loans of £25,000 or less to sole traders, partnerships of two or three partners and unincorporated
        associations are regulated by the Financial Conduct Authority. Loans to limited companies and LLPs, and loans of
        more than £25,000 for your business, are not regulated, so the protections of regulated credit do not apply to
        them.
      </p>
    </div>
  );
}

/**
 * Claims that credit is open to businesses refused elsewhere: only ever shown here, beside the representative
 * example (CONC 3.5.7R), so they go wherever the loan figures are cleared; and each only on the business's evidence
 * (claim-evidence.ts), linked to it.
 */
export function CreditAccessClaims() {
  const refused = useClaim('refusedElsewhere');
  const acceptance = useClaim('loanAcceptance');
  if (!refused && !acceptance) return null;
  return (
    <ul className="mt-3 space-y-1 text-ink" data-testid="credit-access-claims">
      {refused && (
        <li>
          <ClaimLink id="refusedElsewhere">
            <strong>{refused.text}</strong> clients who were refused elsewhere have been helped.
          </ClaimLink>
        </li>
      )}
      {acceptance && (
        <li>
          <ClaimLink id="loanAcceptance">
            <strong>{acceptance.text}</strong>
          </ClaimLink>
          : the lenders we work with include some for businesses that have been turned down elsewhere.
        </li>
      )}
    </ul>
  );
}
