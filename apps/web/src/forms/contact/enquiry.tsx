import { contactSuccessDialog, requiredFieldsDialog, serviceLabels, type EnquiryPage } from '@sme/domain';
import type { ReactNode } from 'react';
import { showDialog } from '../../ui/dialogs.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { visitFields } from '../../attribution/visit.ts';
import { PlainForm, usePlainForm, type PlainFormCheck } from '../PlainForm.tsx';
import type { PostedWords } from '../PostedAnswer.tsx';
import type { PostedForm } from '../posted-form.ts';
import { useSubmission } from '../use-submission.ts';

/** What an enquiry form sends besides the page (the shorter form has no message). */
interface EnquiryValues {
  first_name: string;
  email: string;
  phone: string;
  business_name: string;
  business_address: string;
  message?: string;
}

/** The fields a form without some of them sends empty. */
const noValues: EnquiryValues = { first_name: '', email: '', phone: '', business_name: '', business_address: '' };

/** The enquiry forms' answers, in their dialogs' words. */
const enquiryWords: PostedWords = { thanks: contactSuccessDialog, required: requiredFieldsDialog.contactText };

/**
 * An enquiry form as a plain form (PlainForm.tsx), sent through the contact-us call with the page it was sent from
 * and the bot fields. A success is the thank-you dialog after `onSent` (the form clears itself); a refusal is toasted
 * and what was typed stays.
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
  check: PlainFormCheck<Name>;
  onInvalid: (problems: string[]) => void;
  onSent?: () => void;
  posted?: PostedForm;
}) {
  const submission = useSubmission();
  const trap = useBotTrap();
  const plain = usePlainForm({
    names,
    draft,
    check,
    onInvalid,
    posted,
    send: (values, done) =>
      submission.submit(
        (api) => api.forms.contactUs.mutate({ ...noValues, ...values, page, ...trap.fields(), ...visitFields() }),
        {
          onSuccess: () => {
            done();
            onSent?.();
            void showDialog('success', contactSuccessDialog.title, contactSuccessDialog.text);
          },
          onError: toastErrors,
        },
      ),
  });
  return { ...plain, trap, page, busy: submission.busy };
}

/**
 * An enquiry form: a plain form named 'enquiry' that also says which page sent it and, on a service's page, the
 * service the enquiry is about, above its fields. `posted` says what the server found in it, and `sent` that it was
 * taken.
 */
export function EnquiryForm({
  plain,
  posted,
  sent,
  children,
}: {
  plain: Pick<
    ReturnType<typeof usePlainEnquiry>,
    'formRef' | 'onSubmit' | 'warm' | 'sentAgain' | 'draftOf' | 'trap' | 'page'
  >;
  posted?: PostedForm;
  sent?: boolean;
  children: ReactNode;
}) {
  const serviceLabel = serviceLabels[plain.page];
  return (
    <PlainForm
      name="enquiry"
      label="Enquiry form"
      plain={plain}
      trap={plain.trap}
      posted={posted}
      sent={sent}
      words={enquiryWords}
      className="grid gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="page" value={plain.page} />
      {serviceLabel && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 sm:col-span-2">
          Enquiry about: {serviceLabel}
        </p>
      )}
      {children}
    </PlainForm>
  );
}
