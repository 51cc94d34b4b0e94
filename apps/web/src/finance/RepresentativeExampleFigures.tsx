import { formatAprPercent, formatRatePercent, formatWholePounds, type RepresentativeExample } from '@sme/domain';
import type { ComponentType, ReactNode } from 'react';
import { poundsAndPence } from './pounds-and-pence.ts';

/** One figure of the example, laid out as its page lays out figures (a term and its description in a list). */
export type FigureRow = ComponentType<{ label: string; children: ReactNode }>;

/**
 * The representative example's figures, in the words and order the site prints them: the loan calculator, and the
 * console's preview of what the calculator will show, so the two cannot drift apart.
 */
export function RepresentativeExampleFigures({ example, Row }: { example: RepresentativeExample; Row: FigureRow }) {
  return (
    <>
      <Row label="Representative APR">{formatAprPercent(example.aprPercent)} APR</Row>
      <Row label="Amount of credit">{formatWholePounds(example.amountPence)}</Row>
      <Row label="Duration">{example.termMonths} months</Row>
      <Row label="Rate of interest">{formatRatePercent(example.interestRatePercent)} a year (fixed)</Row>
      <Row label="Arrangement fee">{example.feePence === 0 ? 'None' : poundsAndPence(example.feePence)}</Row>
      <Row label={`${example.termMonths} monthly repayments of`}>{poundsAndPence(example.monthlyPence)}</Row>
      <Row label="Total amount payable">{poundsAndPence(example.totalPayablePence)}</Row>
    </>
  );
}
