import { messages, popupLeadRules } from '@sme/domain';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast as popupToast, Toaster } from 'sonner';
import { errorMessagesOf } from '../ui/toast-errors.ts';
import { HoneypotField } from '../forms/bot-trap/HoneypotField.tsx';
import { usePagePath } from '../app/page-address.tsx';
import { useBotTrap } from '../forms/bot-trap/use-bot-trap.ts';
import { toast } from '../ui/toast.ts';
import { POPUP_CLOSED_KEY, popupOpensOnLoad } from './lead-popup-session.ts';
import { TextFieldList, type TextFieldSpec } from '../forms/fields.tsx';
import { FormSubmit } from '../forms/PrivacyNotice.tsx';
import { ruleMessages } from '../forms/rule-messages.ts';
import { rulesResolver } from '../forms/rules-resolver.ts';
import { visitFields } from '../attribution/visit.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { useIslandId } from '../app/use-island-id.ts';

const POPUP_TOASTER = 'lead-popup';

interface PopupValues {
  name: string;
  email: string;
  phone: string;
}
const blank: PopupValues = { name: '', email: '', phone: '' };

const fields: TextFieldSpec<keyof PopupValues>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * The 'Let's talk' lead popup: opens on load as a modal dialog (native <dialog>: focus stays inside, Escape
 * closes it) and blocks page scrolling; hidden when closed, after a successful submit, or on /get-free-consultancy.
 */
export function LeadPopup() {
  // The page it was sent from, for the lead.
  const page = usePagePath();
  // Mounted in the browser only, and never on /get-free-consultancy (DeferredLeadPopup).
  const [open, setOpen] = useState(popupOpensOnLoad);
  const [missing, setMissing] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useIslandId();
  const send = useSubmission();
  // The popup opens on load, so its timer runs from when it appeared.
  const trap = useBotTrap();
  const { register, handleSubmit, reset } = useForm({
    defaultValues: blank,
    // The server's own rules; what they find is told as the server would tell it (no field is singled out).
    resolver: rulesResolver(popupLeadRules),
    shouldFocusError: false,
  });

  const close = () => {
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1');
    setOpen(false);
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      sessionStorage.setItem(POPUP_CLOSED_KEY, '1');
    }
    document.documentElement.style.overflow = open ? 'hidden' : '';
  }, [open]);

  // Shown inside the dialog: the rest of the page sits behind it.
  const toastInside = (problems: string[]) => {
    for (const message of problems) popupToast.error(message, { toasterId: POPUP_TOASTER });
  };

  const onSubmit = handleSubmit(
    (values) => {
      setMissing(false);
      void send.submit((api) => api.forms.popup.mutate({ ...values, page, ...trap.fields(), ...visitFields() }), {
        onSuccess: () => {
          reset(blank);
          close();
          toast.success(messages.popupSuccess);
        },
        onError: (error) => toastInside(errorMessagesOf(error)),
      });
    },
    (errors) => {
      const problems = ruleMessages(errors);
      const missingAny = problems.includes(messages.formDataMissing);
      setMissing(missingAny);
      if (!missingAny) toastInside(problems);
    },
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-lead`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={`${id}-title`} className="pr-10 text-2xl font-extrabold text-ink">
          Let's talk
        </h2>
        <p id={`${id}-lead`} className="mt-2 text-slate-700">
          Leave your details and a specialist will call you back. It is free and there is no obligation.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
          <HoneypotField trap={trap} />
          <TextFieldList id={id} fields={fields} register={register} />
          {missing && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
              {messages.formDataMissing}
            </p>
          )}
          <FormSubmit purpose="enquiry" label="Send" busy={send.busy} buttonClassName="btn-primary" />
        </form>
      </div>
      <Toaster id={POPUP_TOASTER} position="top-right" duration={5000} visibleToasts={1} richColors />
    </dialog>
  );
}
