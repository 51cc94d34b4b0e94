import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';
import { LoanCalculator, type LoanCalculatorProps } from './LoanCalculator.tsx';

/** The loan calculator in the single-page app: the business's figures from the query cache (the server's render). */
export function LoanCalculatorWithFigures({ place }: Pick<LoanCalculatorProps, 'place'>) {
  const trpc = useTRPC();
  const figures = useQuery(trpc.finance.figures.queryOptions());
  return <LoanCalculator place={place} loan={figures.isPending ? undefined : (figures.data?.loan ?? null)} />;
}
