import type { ReactNode } from 'react';
import type { PlainFormName } from '../../../forms/posted-form.ts';
import { StepPlainForm, type StepPlace } from '../../shared/StepPlainForm.tsx';
import { FlowCard, StepButtons } from '../../shared/wizard-step.tsx';

/**
 * The last page of either service (the water usage, the waste information): Back goes to the service choice; Next
 * sends the page's form (`onSubmit`, or the server when it is sent before the page's code arrived), then booking.
 */
export function WaterWasteDetailsStep({
  form,
  id,
  heading,
  intro,
  place,
  busy,
  onSubmit,
  children,
}: {
  form: PlainFormName;
  id: string;
  heading: string;
  intro: string;
  place?: StepPlace;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <StepPlainForm form={form} id={id} place={place} onSubmit={onSubmit}>
      <FlowCard heading={heading} intro={intro} actions={<StepButtons backHref={place?.backHref} busy={busy} />}>
        {children}
      </FlowCard>
    </StepPlainForm>
  );
}
