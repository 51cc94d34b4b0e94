import { useState, type ReactNode, type RefObject } from 'react';
import type { PostedForm } from '../../../forms/posted-form.ts';
import type { LoanStepForm as LoanStepFormName } from '../loan-steps.ts';

/** What a step's page says about it besides the application: where Back leads, and the server's answer to it. */
export interface LoanStepPlace {
  /** The step before, as a link (it works before the page's code arrives). */
  backHref?: string;
  /** The step as the server answered it when it was sent before the page's code arrived and not taken. */
  posted?: PostedForm;
}

/**
 * A step of the loan wizard as a plain form (loan-steps.ts): a POST to the page, named by its hidden `form` field and
 * carrying the application's id, which the server takes through the step's procedure when it is sent before the
 * page's code arrives. Once the code is there, `onSubmit` sends it instead. The server's problems with a plain
 * submission show above the step until it is sent again.
 */
export function LoanStepForm({
  form,
  id,
  place,
  onSubmit,
  onChange,
  formRef,
  attributes,
  children,
}: {
  form: LoanStepFormName;
  id: string | undefined;
  place?: LoanStepPlace;
  onSubmit: (form: HTMLFormElement) => void;
  /** Any field changed (typed, chosen). */
  onChange?: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The form's data attributes (its draft's: draftAttributes). */
  attributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const [sentAgain, setSentAgain] = useState(false);
  const problems = sentAgain ? [] : (place?.posted?.problems ?? []);
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      // Named by its step's heading (FlowCard's), so it is a form landmark a screen reader lists.
      aria-labelledby="step-heading"
      {...attributes}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        setSentAgain(true);
        onSubmit(event.currentTarget);
      }}
    >
      <input type="hidden" name="form" value={form} />
      {id && <input type="hidden" name="id" value={id} />}
      {problems.length > 0 && (
        <div role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {children}
    </form>
  );
}
