import {
  contactFormRules,
  contactSuccessDialog,
  requiredFieldsDialog,
  serviceLabels,
  type ContactFormMode,
} from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTRPC } from '../../app/trpc.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { PostcodeAddressFinder } from '../address/PostcodeAddressFinder.tsx';
import { toast } from '../../ui/toast.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { PrivacyNotice } from '../PrivacyNotice.tsx';
import { ruleMessages } from '../rule-messages.ts';
import { clearSessionDraft, useFormSessionDraft } from '../session-draft.ts';
import { rulesResolver } from '../rules-resolver.ts';

interface ContactValues {
  first_name: string;
  email: string;
  phone: string;
  business_name: string;
  business_address: string;
  message: string;
}

const blank: ContactValues = {
  first_name: '',
  email: '',
  phone: '',
  business_name: '',
  business_address: '',
  message: '',
};

/** The enquiry form (spec §4, §5): name, phone and business name required; cleared after a success. */
export function ContactForm({ mode }: { mode: ContactFormMode }) {
  const id = useId();
  const trpc = useTRPC();
  const { register, handleSubmit, reset, setValue, watch, getValues } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(contactFormRules),
    shouldFocusError: false,
  });
  const draft = `contact-${mode}`;
  useFormSessionDraft(draft, { watch, reset, getValues });
  const submit = useMutation(trpc.forms.contactUs.mutationOptions());
  const trap = useBotTrap();
  const serviceLabel = serviceLabels[mode];
  // Remounting the finder clears its postcode and dropdown with the rest of the form.
  const [finderKey, setFinderKey] = useState(0);

  const onSubmit = handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, page: mode, ...trap.fields() },
        {
          onSuccess: () => {
            reset(blank);
            clearSessionDraft(draft);
            setFinderKey((key) => key + 1);
            void showDialog('success', contactSuccessDialog.title, contactSuccessDialog.text);
          },
          // What the visitor typed stays in the form.
          onError: toastErrors,
        },
      ),
    (errors) => {
      const problems = ruleMessages(errors);
      if (problems.includes(requiredFieldsDialog.contactText)) {
        void showDialog('error', requiredFieldsDialog.title, requiredFieldsDialog.contactText);
      } else {
        for (const message of problems) toast.error(message);
      }
    },
  );

  const field = (name: keyof ContactValues) => ({ id: `${id}-${name}`, ...register(name) });
  const label = (name: keyof ContactValues, text: string, required = false) => (
    <label htmlFor={`${id}-${name}`} className="field-label">
      {text}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Enquiry form">
      {serviceLabel && (
        <p className="sm:col-span-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
          Enquiry about: {serviceLabel}
        </p>
      )}
      <div>
        {label('first_name', 'Name', true)}
        <input className="field-input" autoComplete="name" aria-required="true" {...field('first_name')} />
      </div>
      <div>
        {label('email', 'Email')}
        <input className="field-input" type="email" autoComplete="email" {...field('email')} />
      </div>
      <div>
        {label('phone', 'Phone', true)}
        <input className="field-input" type="tel" autoComplete="tel" aria-required="true" {...field('phone')} />
      </div>
      <div>
        {label('business_name', 'Business Name', true)}
        <input className="field-input" autoComplete="organization" aria-required="true" {...field('business_name')} />
      </div>
      <PostcodeAddressFinder
        key={finderKey}
        onSelect={(address) => {
          setValue('business_address', address.envelopeAddress.summaryLine);
          if (address.envelopeAddress.organisation) setValue('business_name', address.envelopeAddress.organisation);
        }}
      />
      <div className="sm:col-span-2">
        {label('business_address', 'Business Address')}
        <input className="field-input" autoComplete="street-address" {...field('business_address')} />
      </div>
      <div className="sm:col-span-2">
        {label('message', 'Message')}
        <textarea className="field-input min-h-32" rows={5} {...field('message')} />
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">
        <span aria-hidden="true">* </span>Name, Phone and Business Name are required.
      </p>
      <PrivacyNotice purpose="enquiry" className="sm:col-span-2" />
      <HoneypotField trap={trap} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submit.isPending}>
          {submit.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
