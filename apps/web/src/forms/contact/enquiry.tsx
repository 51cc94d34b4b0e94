import { contactSuccessDialog, serviceLabels, type EnquiryPage } from '@sme/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { showDialog } from '../../ui/dialogs.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { visitFields } from '../../attribution/visit.ts';

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
  const trpc = useTRPC();
  const submit = useMutation(trpc.forms.contactUs.mutationOptions());
  const trap = useBotTrap();
  const send = (values: EnquiryValues, onSent: () => void) =>
    submit.mutate(
      { ...values, page, ...trap.fields(), ...visitFields() },
      {
        onSuccess: () => {
          onSent();
          void showDialog('success', contactSuccessDialog.title, contactSuccessDialog.text);
        },
        onError: toastErrors,
      },
    );
  return { send, busy: submit.isPending, trap, serviceLabel: serviceLabels[page] };
}

/** An enquiry form: its honeypot and, on a service's page, the service the enquiry is about, above its fields. */
export function EnquiryForm({
  enquiry,
  onSubmit,
  children,
}: {
  enquiry: ReturnType<typeof useEnquiry>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Enquiry form">
      <HoneypotField trap={enquiry.trap} />
      {enquiry.serviceLabel && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900 sm:col-span-2">
          Enquiry about: {enquiry.serviceLabel}
        </p>
      )}
      {children}
    </form>
  );
}
