import { messages, partnerRegistrationRules, registerSuccessDialog, requiredFieldsDialog } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast.ts';
import { useTRPC } from '../../app/trpc.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { errorMessagesOf } from '../../ui/toast-errors.ts';
import { HoneypotField } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { ruleMessages } from '../rule-messages.ts';
import { rulesResolver } from '../rules-resolver.ts';
import { visitFields } from '../../attribution/visit.ts';

interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  business_address: string;
}

const blank: RegistrationValues = { name: '', email: '', phone: '', business_address: '' };

const fields: TextFieldSpec<keyof RegistrationValues>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'business_address', label: 'Business Address', autoComplete: 'street-address', required: true },
];

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

/** Partner registration for the affiliate programme (spec §3, §5): all four fields required; reset on success. */
export function PartnerRegistrationForm() {
  const id = useId();
  const trpc = useTRPC();
  const { register, handleSubmit, reset } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(partnerRegistrationRules),
    shouldFocusError: false,
  });
  const submit = useMutation(trpc.forms.register.mutationOptions());
  const trap = useBotTrap();

  const onSubmit = handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, ...trap.fields(), ...visitFields() },
        {
          onSuccess: () => {
            reset(blank);
            void showDialog('success', registerSuccessDialog.title, registerSuccessDialog.text);
          },
          // What the visitor typed stays in the form.
          onError: (error) => toastRegistrationFailed(errorMessagesOf(error)),
        },
      ),
    (errors) => {
      const problems = ruleMessages(errors);
      if (problems.includes(requiredFieldsDialog.registerText)) {
        void showDialog('error', requiredFieldsDialog.title, requiredFieldsDialog.registerText);
      } else {
        toastRegistrationFailed(problems);
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Partner registration">
      <HoneypotField trap={trap} />
      <TextFieldList id={id} fields={fields} register={register} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        <span aria-hidden="true">* </span>All fields are required.
      </p>
      <FormSubmit
        purpose="partner"
        span="sm:col-span-2"
        label="Register Now"
        busy={submit.isPending}
        busyLabel="Registering..."
      />
    </form>
  );
}
