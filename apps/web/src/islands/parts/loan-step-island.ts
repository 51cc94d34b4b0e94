import { afterLoanStep, type LoanStepForm } from '../../flows/business-loan/loan-steps.ts';
import type { LoanApplication } from '../../flows/business-loan/loan-application.ts';
import type { StepPlace } from '../../flows/shared/StepPlainForm.tsx';
import { loadPage } from './load-page.ts';
import type { IslandProps } from './PageProviders.tsx';

/** What every step's island takes: the application as the page read it, and the step's place (Back, the answer). */
export type LoanStepIslandProps<Application = LoanApplication> = IslandProps & {
  application: Application;
  place: StepPlace;
};

/** A later step's Back and Next: the step before as a page load, the step after once saved. */
export const laterStepMoves = (form: LoanStepForm, { application, place }: LoanStepIslandProps) => ({
  onBack: () => place.backHref && loadPage(place.backHref),
  onSaved: () => loadPage(afterLoanStep(form, application.id)),
});
