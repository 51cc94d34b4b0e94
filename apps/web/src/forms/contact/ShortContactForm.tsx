import { messages } from '@sme/domain';
import { showDialog } from '../../ui/dialogs.ts';
import { toast } from '../../ui/toast.ts';
import { TextFieldList, type TextFieldSpec } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { problemsOf } from '../plain-form.ts';
import type { PostedForm } from '../posted-form.ts';
import { EnquiryForm, usePlainEnquiry } from './enquiry.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

const names = ['first_name', 'email', 'phone', 'business_name', 'business_address'] as const;

const fields: TextFieldSpec<(typeof names)[number]>[] = [
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
export function ShortContactForm({
  page,
  posted,
  sent,
}: {
  page: 'about' | 'blog';
  posted?: PostedForm;
  sent?: boolean;
}) {
  const id = useIslandId();
  const plain = usePlainEnquiry({
    page,
    names,
    draft: 'short-contact',
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    check: () => import('../form-rules.ts').then((rules) => problemsOf(rules.shortContactFormRules)),
    onInvalid: (problems) => {
      if (problems.includes(messages.formDataMissing)) void showDialog('warning', messages.formDataMissing);
      else for (const message of problems) toast.error(message);
    },
    posted,
  });

  return (
    <EnquiryForm plain={plain} posted={posted} sent={sent}>
      <TextFieldList id={id} fields={fields} register={plain.field} />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fill in what you are happy to share; we need a phone number or an e-mail address to reply.
      </p>
      <FormSubmit purpose="enquiry" span="sm:col-span-2" label="Send Enquiry" busy={plain.busy} />
    </EnquiryForm>
  );
}
