import { messages, registerSuccessDialog, requiredFieldsDialog } from '@sme/domain';
import { toast } from '../../ui/toast.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { PlainForm, usePlainForm } from '../PlainForm.tsx';
import { problemsOf } from '../plain-form.ts';
import type { PostedWords } from '../PostedAnswer.tsx';
import type { PostedForm } from '../posted-form.ts';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { useSubmission } from '../use-submission.ts';
import { visitFields } from '../../attribution/visit.ts';
import { useIslandId } from '../../app/use-island-id.ts';

const names = ['name', 'email', 'phone', 'business_address'] as const;

const fields: TextFieldSpec<(typeof names)[number]>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'business_address', label: 'Business Address', autoComplete: 'street-address', required: true },
];

/** The registration's answers, in its dialogs' and toasts' words. */
const registrationWords: PostedWords = {
  thanks: registerSuccessDialog,
  required: requiredFieldsDialog.registerText,
  refused: messages.registrationFailed,
};

/**
 * 'Registration failed. Try again.' (spec §8), with what the rules found (such as an e-mail address they
 * cannot accept) underneath, so the visitor knows what to fix. One toast: only one is shown at a time.
 */
function toastRegistrationFailed(problems: string[]) {
  const details = problems.filter((message) => message !== messages.registrationFailed);
  toast.error(messages.registrationFailed, {
    description: details.length ? (
      <ul>
        {details.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ) : undefined,
  });
}

/**
 * Partner registration for the affiliate programme (spec §3, §5): all four fields required; emptied on success. A
 * plain form (PlainForm.tsx) the server answers when it is sent before the code arrives: `posted` and `sent` are its
 * answer.
 */
export function PartnerRegistrationForm({ posted, sent }: { posted?: PostedForm; sent?: boolean }) {
  const id = useIslandId();
  const submission = useSubmission();
  const trap = useBotTrap();
  const plain = usePlainForm({
    names,
    draft: 'partner-registration',
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    check: () => import('../form-rules.ts').then((rules) => problemsOf(rules.partnerRegistrationRules)),
    onInvalid: (problems) => {
      if (problems.includes(requiredFieldsDialog.registerText)) {
        void showDialog('error', requiredFieldsDialog.title, requiredFieldsDialog.registerText);
      } else {
        toastRegistrationFailed(problems);
      }
    },
    posted,
    send: (values, done) =>
      submission.submit((api) => api.forms.register.mutate({ ...values, ...trap.fields(), ...visitFields() }), {
        onSuccess: () => {
          done();
          void showDialog('success', registerSuccessDialog.title, registerSuccessDialog.text);
        },
        // What the visitor typed stays in the form.
        onError: (error) => toastRegistrationFailed(errorMessagesOf(error)),
      }),
  });

  return (
    <PlainForm
      name="register"
      label="Partner registration"
      plain={plain}
      trap={trap}
      posted={posted}
      sent={sent}
      words={registrationWords}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextFieldList id={id} fields={fields} register={plain.field} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        <span aria-hidden="true">* </span>All fields are required.
      </p>
      <FormSubmit
        purpose="partner"
        span="sm:col-span-2"
        label="Register Now"
        busy={submission.busy}
        busyLabel="Registering..."
      />
    </PlainForm>
  );
}
