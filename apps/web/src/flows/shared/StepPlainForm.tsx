import { useState, type ReactNode, type RefObject } from 'react';
import type { PlainFormName, PostedForm } from '../../forms/posted-form.ts';

/** What a step's page says about it besides its lead or application: where Back leads, and the server's answer. */
export interface StepPlace {
  /** The step before, as a link (it works before the page's code arrives). */
  backHref?: string;
  /** The step as the server answered it when it was sent before the page's code arrived and not taken. */
  posted?: PostedForm;
}

/**
 * A step of a quote flow as a plain form (the loan's loan-steps.ts, energy's energy-steps.ts): a POST to the page,
 * named by its hidden `form` field and carrying the lead's or application's id, which the server takes through the
 * step's procedure when it is sent before the page's code arrives. Once the code is there, `onSubmit` sends it
 * instead, with the button that sent it (an address chosen from a list is its button). The server's problems with a
 * plain submission show above the step until an answer changes or it is sent again.
 */
export function StepPlainForm({
  form,
  id,
  place,
  onSubmit,
  onChange,
  formRef,
  attributes,
  children,
}: {
  /** Its name as a plain form; without one (a page the single-page app still renders), only its code sends it. */
  form?: PlainFormName;
  id: string | undefined;
  place?: StepPlace;
  onSubmit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
  /** Any field changed (typed, chosen). */
  onChange?: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The form's data attributes (its draft's: draftAttributes). */
  attributes?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  // The server's problems are about what was sent: they go once the visitor changes an answer or sends it again.
  const [answeredAgain, setAnsweredAgain] = useState(false);
  const problems = answeredAgain ? [] : (place?.posted?.problems ?? []);
  return (
    <form
      ref={formRef}
      method={form && 'post'}
      noValidate
      // Named by its step's heading (FlowCard's), so it is a form landmark a screen reader lists.
      aria-labelledby="step-heading"
      {...attributes}
      onChange={() => {
        setAnsweredAgain(true);
        onChange?.();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        setAnsweredAgain(true);
        onSubmit(event.currentTarget, event.nativeEvent.submitter);
      }}
    >
      {form && <input type="hidden" name="form" value={form} />}
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
