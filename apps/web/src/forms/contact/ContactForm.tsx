import { contactFormRules, requiredFieldsDialog, type ContactFormMode } from '@sme/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { showDialog } from '../../ui/dialogs.ts';
import { PostcodeAddressFinder } from '../address/PostcodeAddressFinder.tsx';
import { toast } from '../../ui/toast.ts';
import { FieldLabel, LabelledInput, TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { ruleMessages } from '../rule-messages.ts';
import { clearSessionDraft, useFormSessionDraft } from '../session-draft.ts';
import { rulesResolver } from '../rules-resolver.ts';
import { EnquiryForm, useEnquiry } from './enquiry.tsx';

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

/** The fields above the address finder. */
const contactFields: TextFieldSpec<keyof ContactValues>[] = [
  { name: 'first_name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'business_name', label: 'Business Name', autoComplete: 'organization', required: true },
];

/** The enquiry form (spec §4, §5): name, phone and business name required; cleared after a success. */
export function ContactForm({ mode }: { mode: ContactFormMode }) {
  const id = useId();
  const { register, handleSubmit, reset, setValue, watch, getValues } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(contactFormRules),
    shouldFocusError: false,
  });
  const draft = `contact-${mode}`;
  useFormSessionDraft(draft, { watch, reset, getValues });
  const enquiry = useEnquiry(mode);
  // Remounting the finder clears its postcode and dropdown with the rest of the form.
  const [finderKey, setFinderKey] = useState(0);

  const onSubmit = handleSubmit(
    (values) =>
      enquiry.send(values, () => {
        reset(blank);
        clearSessionDraft(draft);
        setFinderKey((key) => key + 1);
      }),
    (errors) => {
      const problems = ruleMessages(errors);
      if (problems.includes(requiredFieldsDialog.contactText)) {
        void showDialog('error', requiredFieldsDialog.title, requiredFieldsDialog.contactText);
      } else {
        for (const message of problems) toast.error(message);
      }
    },
  );

  return (
    <EnquiryForm enquiry={enquiry} onSubmit={onSubmit}>
      <TextFieldList id={id} fields={contactFields} register={register} />
      <PostcodeAddressFinder
        key={finderKey}
        onSelect={(address) => {
          setValue('business_address', address.envelopeAddress.summaryLine);
          if (address.envelopeAddress.organisation) setValue('business_name', address.envelopeAddress.organisation);
        }}
      />
      <div className="sm:col-span-2">
        <LabelledInput
          id={`${id}-business_address`}
          label="Business Address"
          autoComplete="street-address"
          {...register('business_address')}
        />
      </div>
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={`${id}-message`}>Message</FieldLabel>
        <textarea id={`${id}-message`} className="field-input min-h-32" rows={5} {...register('message')} />
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">
        <span aria-hidden="true">* </span>Name, Phone and Business Name are required.
      </p>
      <FormSubmit purpose="enquiry" span="sm:col-span-2" label="Send Message" busy={enquiry.busy} />
    </EnquiryForm>
  );
}
