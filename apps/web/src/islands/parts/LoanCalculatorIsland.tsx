import type { LoanSettings } from '@sme/domain';
import { LoanCalculator, type LoanCalculatorProps } from '../../finance/loan-calculator/LoanCalculator.tsx';
import { PageProviders, type IslandProps } from './PageProviders.tsx';

/**
 * The loan calculator on /bussiness (and at the loan wizard's start) as an island, with the business's figures as the
 * page read them. As HTML it is a plain form (a GET to the page, which the server renders with the figures for what
 * was typed); its code shows them as the visitor types, and takes in what was typed before it arrived.
 */
export default function LoanCalculatorIsland({
  loan,
  place = 'funding',
  ...props
}: IslandProps & { loan: LoanSettings | null; place?: LoanCalculatorProps['place'] }) {
  return (
    <PageProviders {...props}>
      <LoanCalculator place={place} loan={loan} />
    </PageProviders>
  );
}
