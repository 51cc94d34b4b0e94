import { laterPart } from '../../app/later-part.ts';

/**
 * The loan calculator, loaded after the page (its code is not part of the first load): the server renders it in
 * place with the business's figures, so it shows, at its size, before its code arrives.
 */
export const LoanCalculatorSection = laterPart(() =>
  import('./LoanCalculatorWithFigures.tsx').then((module) => module.LoanCalculatorWithFigures),
);
