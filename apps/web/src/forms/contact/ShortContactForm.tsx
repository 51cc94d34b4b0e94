import { messages, shortContactFormRules } from '@sme/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showDialog } from '../../ui/dialogs.ts';
import { toast } from '../../ui/toast.ts';
import { TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { ruleMessages } from '../rule-messages.ts';
import { clearSessionDraft, useFormSessionDraft } from '../session-draft.ts';
import { rulesResolver } from '../rules-resolver.ts';
import { EnquiryForm, useEnquiry } from './enquiry.tsx';

interface ShortContactValues {
  first_name: string;
  email: string;
  phone: string;
  business_name: string;
  business_address: string;
}

const blank: ShortContactValues = {
  first_name: '',
  email: '',
  phone: '',
  business_name: '',
  business_address: '',
};

const fields: TextFieldSpec<keyof ShortContactValues>[] = [
  { name: 'first_name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'business_name', label: 'Business Name', autoComplete: 'organization' },
  { name: 'business_address', label: 'Business Address', autoComplete: 'street-address', wide: true },
];

/**
 * The shorter contact-us form of the about-us and blog-details pages (spec §3, §5): five fields, any one is
 * enough; 'Form data missing !' when all are empty. Cleared after a success; kept when the server refuses.
 */
export function ShortContactForm({ page }: { page: 'about' | 'blog' }) {
  const id = useId();
  const { register, handleSubmit, reset, watch, getValues } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(shortContactFormRules),
    shouldFocusError: false,
  });
  useFormSessionDraft('short-contact', { watch, reset, getValues });
  const enquiry = useEnquiry(page);

  const onSubmit = handleSubmit(
    (values) =>
      enquiry.send(values, () => {
        reset(blank);
        clearSessionDraft('short-contact');
      }),
    (errors) => {
      const problems = ruleMessages(errors);
      if (problems.includes(messages.formDataMissing)) void showDialog('warning', messages.formDataMissing);
      else for (const message of problems) toast.error(message);
    },
  );

  return (
    <EnquiryForm enquiry={enquiry} onSubmit={onSubmit}>
      <TextFieldList id={id} fields={fields} register={register} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fill in what you are happy to share; we need a phone number or an e-mail address to reply.
      </p>
      <FormSubmit purpose="enquiry" span="sm:col-span-2" label="Send Enquiry" busy={enquiry.busy} />
    </EnquiryForm>
  );
}
