import { requiredFieldsDialog, type ContactFormMode } from '@sme/domain';
import { useState } from 'react';
import { showDialog } from '../../ui/dialogs.ts';
import { PostcodeAddressFinder } from '../address/PostcodeAddressFinder.tsx';
import { toast } from '../../ui/toast.ts';
import { FieldLabel, LabelledInput, TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { problemsOf, writeFields } from '../plain-form.ts';
import type { PostedForm } from '../posted-form.ts';
import { EnquiryForm, usePlainEnquiry } from './enquiry.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

const names = ['first_name', 'email', 'phone', 'business_name', 'business_address', 'message'] as const;
type ContactField = (typeof names)[number];

/** The fields above the address finder. */
const contactFields: TextFieldSpec<ContactField>[] = [
  { name: 'first_name', label: 'Name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'business_name', label: 'Business Name', autoComplete: 'organization', required: true },
];

/**
 * The enquiry form (spec §4, §5): name, phone and business name required; cleared after a success. A plain form
 * (enquiry.tsx) the server answers when it is sent before the code arrives: `posted` and `sent` are its answer.
 */
export function ContactForm({ mode, posted, sent }: { mode: ContactFormMode; posted?: PostedForm; sent?: boolean }) {
  const id = useIslandId();
  // Remounting the finder clears its postcode and dropdown with the rest of the form.
  const [finderKey, setFinderKey] = useState(0);
  const plain = usePlainEnquiry({
    page: mode,
    names,
    draft: `contact-${mode}`,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    check: () => import('../form-rules.ts').then((rules) => problemsOf(rules.contactFormRules)),
    onInvalid: (problems) => {
      if (problems.includes(requiredFieldsDialog.contactText)) {
        void showDialog('error', requiredFieldsDialog.title, requiredFieldsDialog.contactText);
      } else {
        for (const message of problems) toast.error(message);
      }
    },
    onSent: () => setFinderKey((key) => key + 1),
    posted,
  });

  return (
    <EnquiryForm plain={plain} posted={posted} sent={sent}>
      <TextFieldList id={id} fields={contactFields} register={plain.field} />
      <PostcodeAddressFinder
        key={finderKey}
        onSelect={(address) => {
          const form = plain.formRef.current;
          if (!form) return;
          writeFields(form, { business_address: address.envelopeAddress.summaryLine });
          if (address.envelopeAddress.organisation) {
            writeFields(form, { business_name: address.envelopeAddress.organisation });
          }
          // Kept in the tab's draft like typing.
          form.dispatchEvent(new Event('input', { bubbles: true }));
        }}
      />
      <div className="sm:col-span-2">
        <LabelledInput
          id={`${id}-business_address`}
          label="Business Address"
          autoComplete="street-address"
          {...plain.field('business_address')}
        />
      </div>
      <div className="sm:col-span-2">
        <FieldLabel htmlFor={`${id}-message`}>Message</FieldLabel>
        <textarea id={`${id}-message`} className="field-input min-h-32" rows={5} {...plain.field('message')} />
      </div>
      <p className="text-sm text-slate-600 sm:col-span-2">
        <span aria-hidden="true">* </span>Name, Phone and Business Name are required.
      </p>
      <FormSubmit purpose="enquiry" span="sm:col-span-2" label="Send Message" busy={plain.busy} />
    </EnquiryForm>
  );
}
