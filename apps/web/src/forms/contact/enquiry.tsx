import { contactSuccessDialog, serviceLabels, type EnquiryPage } from '@sme/domain';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { showDialog } from '../../ui/dialogs.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { visitFields } from '../../attribution/visit.ts';
import { clearFields, readFields } from '../plain-form.ts';
import { clearSessionDraft, usePlainFormDraft } from '../session-draft.ts';
import { draftAttributes } from '../plain-form-draft.ts';
import type { PostedForm } from '../posted-form.ts';
import { useSubmission } from '../use-submission.ts';
import { warmApi } from '../../app/lazy-api.ts';
import { PostedAnswer } from '../PostedAnswer.tsx';

/** What an enquiry form sends besides the page (the shorter form has no message). */
interface EnquiryValues {
  first_name: string;
  email: string;
  phone: string;
  business_name: string;
  business_address: string;
  message?: string;
}

/**
 * Both enquiry forms' contact-us call: the values with the page they were sent from and the bot fields. A success
 * is the thank-you dialog after `onSent` (the form clears itself); a refusal is toasted and what was typed stays.
 */
export function useEnquiry(page: EnquiryPage) {
  const submission = useSubmission();
  const trap = useBotTrap();
  const send = (values: EnquiryValues, onSent: () => void) =>
    submission.submit((api) => api.forms.contactUs.mutate({ ...values, page, ...trap.fields(), ...visitFields() }), {
      onSuccess: () => {
        onSent();
        void showDialog('success', contactSuccessDialog.title, contactSuccessDialog.text);
      },
      onError: toastErrors,
    });
  return { send, busy: submission.busy, trap, page, serviceLabel: serviceLabels[page] };
}

/** The fields a form without some of them sends empty. */
const noValues: EnquiryValues = { first_name: '', email: '', phone: '', business_name: '', business_address: '' };

/**
 * What an enquiry form checks before it sends: the problems its rules find in the values (none: it may send). The
 * rules' code is fetched when the form is first touched or sent, not with the page.
 */
type EnquiryCheck<Name extends string> = () => Promise<(values: Record<Name, string>) => string[]>;

/**
 * An enquiry form as a plain form (plain-form.ts): `names` are its fields, checked by `check` when it is sent, kept
 * as the tab's draft under `draft`, and emptied after a success. `posted` is the server's answer when the form was
 * sent before its code arrived: the values it was sent with, put back in the fields.
 */
export function usePlainEnquiry<Name extends keyof EnquiryValues>({
  page,
  names,
  draft,
  check,
  onInvalid,
  onSent,
  posted,
}: {
  page: EnquiryPage;
  names: readonly Name[];
  draft: string;
  check: EnquiryCheck<Name>;
  onInvalid: (problems: string[]) => void;
  onSent?: () => void;
  posted?: PostedForm;
}) {
  const enquiry = useEnquiry(page);
  const formRef = useRef<HTMLFormElement>(null);
  usePlainFormDraft(formRef);
  // The server's answer to the plain form stays until the form is sent again.
  const [sentAgain, setSentAgain] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentAgain(true);
    const form = event.currentTarget;
    const values = readFields(form, names);
    check()
      .then((problemsIn) => {
        const problems = problemsIn(values);
        if (problems.length > 0) return onInvalid(problems);
        return enquiry.send({ ...noValues, ...values }, () => {
          clearFields(form, names);
          clearSessionDraft(draft);
          onSent?.();
        });
      })
      // The rules' code could not be fetched (the connection dropped): said as a failed call is.
      .catch(toastErrors);
  };
  const warm = () => {
    warmApi();
    void check().catch(() => undefined);
  };
  /** A field's name and the value the server put back, for its input. */
  const field = (name: Name) => ({ name, defaultValue: posted?.values[name] ?? '' });
  /** The form's draft, as its attributes: kept by whichever code comes first (plain-form-draft.ts). */
  const draftOf = (sent: boolean) => draftAttributes(draft, names, sent);
  return { enquiry, formRef, onSubmit, warm, field, sentAgain, draftOf };
}

/**
 * An enquiry form: a plain form the server answers when it is sent before the page's code arrives (method POST to
 * the page itself, named by `form` so the server knows which), then its honeypot and, on a service's page, the service
 * the enquiry is about, above its fields. `posted` says what the server found in it, and `sent` that it was taken.
 */
export function EnquiryForm({
  plain,
  posted,
  sent,
  children,
}: {
  plain: Pick<
    ReturnType<typeof usePlainEnquiry>,
    'enquiry' | 'formRef' | 'onSubmit' | 'warm' | 'sentAgain' | 'draftOf'
  >;
  posted?: PostedForm;
  sent?: boolean;
  children: ReactNode;
}) {
  const { enquiry, formRef, onSubmit, warm, sentAgain, draftOf } = plain;
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onFocus={warm}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Enquiry form"
      {...draftOf(!!sent)}
    >
      <input type="hidden" name="form" value="enquiry" />
      <input type="hidden" name="page" value={enquiry.page} />
      <HoneypotField trap={enquiry.trap} />
      {!sentAgain && <PostedAnswer posted={posted} sent={sent} />}
      {enquiry.serviceLabel && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 sm:col-span-2">
          Enquiry about: {enquiry.serviceLabel}
        </p>
      )}
      {children}
    </form>
  );
}
