import { zodResolver } from '@hookform/resolvers/zod';
import { bestTimesToCall, callbackRequestRules, type BestTimeToCall } from '@sme/domain';
import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField, type BotTrap } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { describedByError, LabelledInput, type LabelledInputProps, LabelledSelect, OptionList } from '../fields.tsx';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { useSettings } from '../../app/settings.tsx';
import { useClosedNotice } from './use-closed-notice.ts';
import { visitFields } from '../../attribution/visit.ts';

/** The visitor's answers: as typed in the form, and as sent once the shared rules have passed (trimmed). */
export interface CallbackValues {
  name: string;
  phone: string;
  best_time: '' | BestTimeToCall;
  email: string;
}
const blank: CallbackValues = { name: '', phone: '', best_time: '', email: '' };

/** What the server answers: the confirmation and, since references exist, the day, window and reference in words. */
export interface CallbackAnswer {
  message: string;
  callback?: { reference: string; confirmation: string };
}

/** The bot fields the form sends with the visitor's answers. */
type SentBotFields = ReturnType<BotTrap['fields']>;

/** A flow's requestCallback mutation, as far as the form uses it. */
export interface CallbackMutation<Extra> {
  isPending: boolean;
  isSuccess: boolean;
  mutate(
    input: CallbackValues & SentBotFields & Extra,
    done: { onSuccess: (answer: CallbackAnswer) => void; onError: (error: unknown) => void },
  ): void;
}

/** What the form needs of its flow: the call that stores the request (the flow's requestCallback). */
export interface CallbackSender {
  isPending: boolean;
  /** The request was taken: the call is arranged. */
  isSuccess: boolean;
  send(
    values: CallbackValues & SentBotFields,
    done: { onSuccess: (answer: CallbackAnswer) => void; onError: (error: unknown) => void },
  ): void;
}

/**
 * "Prefer we call you?": name and phone, an optional best time and an optional address for a confirmation. The
 * rules are the server's own (`callbackRequestRules`), in the visitor's words under each field; a refusal from
 * the server is shown as toasts and what the visitor typed stays. Once sent, a confirmation replaces the form.
 */
export function CallbackRequestForm({
  sender,
  lead,
  headingLevel = 2,
  emphasis = false,
}: {
  sender: CallbackSender;
  /** What the call is about ("your energy quote"), when there is something to name. */
  lead?: string;
  /** The heading's level in the page's outline: 2 beside the calendar, 3 inside a step that has its own h2. */
  headingLevel?: 2 | 3;
  /** Offered instead of something that failed (the calendar): drawn more strongly. */
  emphasis?: boolean;
}) {
  const id = useId();
  const { officeHours } = useSettings();
  const [done, setDone] = useState<{ message: string; plan?: string; values: CallbackValues } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The form and its button are gone once sent: focus moves to the confirmation, not to the top of the page.
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
    // The server's own rules (the values it sends are trimmed by them).
  } = useForm({ defaultValues: blank, resolver: zodResolver(callbackRequestRules) });

  // Out of office hours: when we will call, in the window the visitor is choosing.
  const closedNotice = useClosedNotice(useWatch({ control, name: 'best_time' }) || null);
  const trap = useBotTrap();
  const onSubmit = handleSubmit((values) =>
    sender.send(
      { ...values, ...trap.fields(), ...visitFields() },
      {
        onSuccess: ({ message, callback }) => setDone({ message, plan: callback?.confirmation, values }),
        // What the visitor typed stays in the form.
        onError: toastErrors,
      },
    ),
  );

  const fieldError = (name: keyof CallbackValues) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[name].message}
      </p>
    ) : null;
  const described = (name: keyof CallbackValues) => ({
    id: `${id}-${name}`,
    ...describedByError(`${id}-${name}-error`, errors[name]),
  });
  const textField = (name: 'name' | 'phone' | 'email', input: Omit<LabelledInputProps, 'id'>) => (
    <div>
      <LabelledInput {...input} {...described(name)} {...register(name)} />
      {fieldError(name)}
    </div>
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl bg-white p-5 shadow-sm sm:p-6 ${emphasis ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      <Heading id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold text-ink">
        <PhoneCall aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        Prefer we call you?
      </Heading>
      <div role="status">
        {done && (
          <div
            ref={confirmation}
            tabIndex={-1}
            className="mt-3 rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-600 focus:outline-none"
          >
            <p className="flex items-start gap-2 font-semibold">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {done.message}
            </p>
            <p className="mt-2">
              We&apos;ll call {done.values.name} on {done.values.phone}
              {done.values.best_time ? `, ${done.values.best_time.toLowerCase()}` : ''}.
            </p>
            {done.plan && (
              <p className="mt-2 font-semibold" data-testid="callback-plan">
                {done.plan}
              </p>
            )}
          </div>
        )}
      </div>
      {!done && (
        <>
          <p className="mt-2 text-slate-700">
            Leave your name and number and we&apos;ll call you back{lead ? ` about ${lead}` : ''} within office hours (
            {officeHours}).
          </p>
          {closedNotice && (
            <p className="mt-2 font-semibold text-slate-800" data-testid="closed-notice">
              {closedNotice}
            </p>
          )}
          <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <HoneypotField trap={trap} />
            {textField('name', { label: 'Name', required: true, autoComplete: 'name' })}
            {textField('phone', { label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' })}
            <div>
              <LabelledSelect
                label="Best time to call (optional)"
                {...described('best_time')}
                {...register('best_time')}
              >
                <option value="">Any time</option>
                <OptionList values={bestTimesToCall} />
              </LabelledSelect>
              {fieldError('best_time')}
            </div>
            {textField('email', { label: 'Email for a confirmation (optional)', type: 'email', autoComplete: 'email' })}
            <p className="text-sm text-slate-600">
              <span aria-hidden="true">* </span>Name and Phone are required.
            </p>
            <FormSubmit purpose="callback" label="Call me back" busy={sender.isPending} />
          </form>
        </>
      )}
    </section>
  );
}
