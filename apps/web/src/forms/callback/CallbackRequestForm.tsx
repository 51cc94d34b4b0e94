import { bestTimesToCall, type BestTimeToCall } from '@sme/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { warmApi } from '../../app/lazy-api.ts';
import { useSettings } from '../../app/settings.tsx';
import { visitFields } from '../../attribution/visit.ts';
import { CircleCheckIcon, PhoneCallIcon } from '../../ui/icons/callback-icons.tsx';
import { toastErrors } from '../../ui/toast-errors.ts';
import { HoneypotField, type BotTrap } from '../bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../bot-trap/use-bot-trap.ts';
import { describedByError, LabelledInput, type LabelledInputProps, LabelledSelect, OptionList } from '../fields.tsx';
import { readFields } from '../plain-form.ts';
import type { PostedForm } from '../posted-form.ts';
import { FormSubmit } from '../PrivacyNotice.tsx';
import { useClosedNotice } from './use-closed-notice.ts';

/** The visitor's answers: as typed in the form, and as sent once the shared rules have passed (trimmed). */
export interface CallbackValues {
  name: string;
  phone: string;
  best_time: '' | BestTimeToCall;
  email: string;
}
const names = ['name', 'phone', 'best_time', 'email'] as const satisfies readonly (keyof CallbackValues)[];

/** What the server answers: the confirmation and, since references exist, the day, window and reference in words. */
export interface CallbackAnswer {
  message: string;
  callback?: { reference: string; confirmation: string };
}

/** A request the server took, as the confirmation tells it: who we call, on which number, when. */
export interface CallbackTaken {
  message: string;
  name: string;
  phone: string;
  best_time: string;
  /** The day, window and reference in words. */
  plan?: string;
}

/** The bot fields the form sends with the visitor's answers. */
type SentBotFields = ReturnType<BotTrap['fields']>;

/** What the form needs of its flow: the call that stores the request (the flow's requestCallback). */
export interface CallbackSender {
  isPending: boolean;
  send(
    values: CallbackValues & SentBotFields,
    done: { onSuccess: (answer: CallbackAnswer) => void; onError: (error: unknown) => void },
  ): void;
}

/** The ids of the form's parts: there is never more than one callback form on a page. */
const idOf = (part: string) => `callback-${part}`;

/** The fields' first problems by the server's own rules, and the values as sent; fetched at the first check. */
const loadCheck = () => import('./callback-check.ts').then(({ checkCallback }) => checkCallback);

/**
 * "Prefer we call you?": name and phone, an optional best time and an optional address for a confirmation. The
 * rules are the server's own (`callbackRequestRules`), in the visitor's words under each field; a refusal from
 * the server is shown as toasts and what the visitor typed stays. Once sent, a confirmation replaces the form.
 *
 * With `plain` it is a plain HTML form named 'callback' (the booking screen's): sent before its code arrives, the server
 * takes it through the same call and shows the page again, with the confirmation (`taken`) or the problems and the
 * values kept (`posted`).
 */
export function CallbackRequestForm({
  sender,
  lead,
  headingLevel = 2,
  emphasis = false,
  plain = false,
  posted,
  taken: takenBefore,
  onTaken,
}: {
  sender: CallbackSender;
  /** What the call is about ("your energy quote"), when there is something to name. */
  lead?: string;
  /** The heading's level in the page's outline: 2 beside the calendar, 3 inside a step that has its own h2. */
  headingLevel?: 2 | 3;
  /** Offered instead of something that failed (the calendar): drawn more strongly. */
  emphasis?: boolean;
  plain?: boolean;
  posted?: PostedForm;
  /** The request the page's address says was just taken (sent as a plain form). */
  taken?: CallbackTaken | null;
  /** The request was taken: the call is arranged. */
  onTaken?: () => void;
}) {
  const { officeHours } = useSettings();
  const [taken, setTaken] = useState<CallbackTaken | null>(takenBefore ?? null);
  const [problems, setProblems] = useState<Partial<Record<keyof CallbackValues, string>>>({});
  // The server's answer to the plain form stays until the form is sent again.
  const [sentAgain, setSentAgain] = useState(false);
  const [bestTime, setBestTime] = useState(posted?.values.best_time ?? '');
  const confirmation = useRef<HTMLDivElement>(null);
  const focusConfirmation = useRef(false);
  // The form and its button are gone once sent: focus moves to the confirmation, not to the top of the page.
  useEffect(() => {
    if (taken && focusConfirmation.current) confirmation.current?.focus();
  }, [taken]);
  // Out of office hours: when we will call, in the window the visitor is choosing.
  const closedNotice = useClosedNotice(bestTime || null);
  const trap = useBotTrap();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentAgain(true);
    const form = event.currentTarget;
    loadCheck()
      .then((check) => {
        const checked = check(readFields(form, names));
        setProblems(checked.problems);
        const first = names.find((name) => checked.problems[name]);
        if (first || !checked.values) {
          const field = first && form.elements.namedItem(first);
          if (field instanceof HTMLElement) field.focus();
          return;
        }
        const values = checked.values;
        sender.send(
          { ...values, ...trap.fields(), ...visitFields() },
          {
            onSuccess: ({ message, callback }) => {
              focusConfirmation.current = true;
              setTaken({ message, ...values, plan: callback?.confirmation });
              onTaken?.();
            },
            // What the visitor typed stays in the form.
            onError: toastErrors,
          },
        );
      })
      // The rules' code could not be fetched (the connection dropped): said as a failed call is.
      .catch(toastErrors);
  };

  const fieldError = (name: keyof CallbackValues) =>
    problems[name] ? (
      <p id={idOf(`${name}-error`)} className="mt-1 text-sm font-semibold text-red-800">
        {problems[name]}
      </p>
    ) : null;
  const field = (name: keyof CallbackValues) => ({
    id: idOf(name),
    name,
    defaultValue: posted?.values[name] ?? '',
    ...describedByError(idOf(`${name}-error`), problems[name]),
  });
  const textField = (name: 'name' | 'phone' | 'email', input: Omit<LabelledInputProps, 'id'>) => (
    <div>
      <LabelledInput {...input} {...field(name)} />
      {fieldError(name)}
    </div>
  );
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const postedProblems = !sentAgain && posted ? posted.problems : [];

  return (
    <section
      id={idOf('request')}
      aria-labelledby={idOf('heading')}
      className={`rounded-2xl bg-white p-5 shadow-sm sm:p-6 ${emphasis ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      <Heading id={idOf('heading')} className="flex items-center gap-2 text-xl font-bold text-ink">
        <PhoneCallIcon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        Prefer we call you?
      </Heading>
      <div role="status">
        {taken && (
          <div
            ref={confirmation}
            tabIndex={-1}
            className="mt-3 rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-600 focus:outline-none"
          >
            <p className="flex items-start gap-2 font-semibold">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {taken.message}
            </p>
            <p className="mt-2">
              We&apos;ll call {taken.name} on {taken.phone}
              {taken.best_time ? `, ${taken.best_time.toLowerCase()}` : ''}.
            </p>
            {taken.plan && (
              <p className="mt-2 font-semibold" data-testid="callback-plan">
                {taken.plan}
              </p>
            )}
          </div>
        )}
      </div>
      {!taken && (
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
          <form
            {...(plain && { method: 'post', action: `#${idOf('request')}` })}
            onSubmit={onSubmit}
            onFocus={warmApi}
            noValidate
            aria-labelledby={idOf('heading')}
            className="mt-4 flex flex-col gap-4"
          >
            {plain && <input type="hidden" name="form" value="callback" />}
            <HoneypotField trap={trap} />
            {postedProblems.length > 0 && (
              <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
                {postedProblems.map((problem) => (
                  <p key={problem}>{problem}</p>
                ))}
              </div>
            )}
            {textField('name', { label: 'Name', required: true, autoComplete: 'name' })}
            {textField('phone', { label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' })}
            <div>
              <LabelledSelect
                label="Best time to call (optional)"
                {...field('best_time')}
                onChange={(event) => setBestTime(event.currentTarget.value)}
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
