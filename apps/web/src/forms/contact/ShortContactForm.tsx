import { contactSuccessDialog, messages, serviceLabels, shortContactFormRules } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTRPC } from '../../app/trpc.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { toast } from '../../ui/toast.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { PrivacyNotice } from '../PrivacyNotice.tsx';
import { ruleMessages } from '../rule-messages.ts';
import { clearSessionDraft, useFormSessionDraft } from '../session-draft.ts';
import { rulesResolver } from '../rules-resolver.ts';

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

const fields: { name: keyof ShortContactValues; label: string; type?: string; autoComplete: string; wide?: boolean }[] =
  [
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
  const trpc = useTRPC();
  const { register, handleSubmit, reset, watch, getValues } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(shortContactFormRules),
    shouldFocusError: false,
  });
  useFormSessionDraft('short-contact', { watch, reset, getValues });
  const submit = useMutation(trpc.forms.contactUs.mutationOptions());
  const serviceLabel = serviceLabels[page];
  const trap = useBotTrap();

  const onSubmit = handleSubmit(
    (values) =>
      submit.mutate(
        { ...values, page, ...trap.fields() },
        {
          onSuccess: () => {
            reset(blank);
            clearSessionDraft('short-contact');
            void showDialog('success', contactSuccessDialog.title, contactSuccessDialog.text);
          },
          // What the visitor typed stays in the form.
          onError: toastErrors,
        },
      ),
    (errors) => {
      const problems = ruleMessages(errors);
      if (problems.includes(messages.formDataMissing)) void showDialog('warning', messages.formDataMissing);
      else for (const message of problems) toast.error(message);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Enquiry form">
      <HoneypotField trap={trap} />
      {serviceLabel && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 sm:col-span-2">
          Enquiry about: {serviceLabel}
        </p>
      )}
      {fields.map((field) => (
        <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
          <label htmlFor={`${id}-${field.name}`} className="field-label">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            className="field-input"
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            {...register(field.name)}
          />
        </div>
      ))}
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fill in what you are happy to share; we need a phone number or an e-mail address to reply.
      </p>
      <PrivacyNotice purpose="enquiry" className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submit.isPending}>
          {submit.isPending ? 'Sending...' : 'Send Enquiry'}
        </button>
      </div>
    </form>
  );
}
