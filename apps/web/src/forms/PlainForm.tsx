import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { warmApi } from '../app/lazy-api.ts';
import { toastErrors } from '../ui/toast-errors.ts';
import { HoneypotField, type BotTrap } from './bot-trap/HoneypotField.tsx';
import { clearFields, readFields } from './plain-form.ts';
import { draftAttributes } from './plain-form-draft.ts';
import { PostedAnswer, type PostedWords } from './PostedAnswer.tsx';
import type { PlainFormName, PostedForm } from './posted-form.ts';
import { clearSessionDraft, usePlainFormDraft } from './session-draft.ts';

/**
 * What a plain form checks before it sends: the problems its rules find in the values (none: it may send). The
 * rules' code is fetched when the form is first touched or sent, not with the page.
 */
export type PlainFormCheck<Name extends string> = () => Promise<(values: Record<Name, string>) => string[]>;

/**
 * A lead form as a plain form (plain-form.ts): `names` are its fields, checked by `check` when it is sent, kept as
 * the tab's draft under `draft`, sent by `send` (which calls `done` once the server took it: the fields and the
 * draft are emptied) and told `onInvalid` what its rules found. `posted` is the server's answer when the form was
 * sent before its code arrived: the values it was sent with, put back in the fields.
 */
export function usePlainForm<Name extends string>({
  names,
  draft,
  check,
  onInvalid,
  send,
  posted,
}: {
  names: readonly Name[];
  draft: string;
  check: PlainFormCheck<Name>;
  onInvalid: (problems: string[]) => void;
  send: (values: Record<Name, string>, done: () => void) => Promise<void> | void;
  posted?: PostedForm;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  usePlainFormDraft(formRef);
  // The server's answer to the plain form stays until the form is sent again.
  const [sentAgain, setSentAgain] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentAgain(true);
    const form = event.currentTarget;
    const values = readFields(form, names);
    check()
      .then((problemsIn) => {
        const problems = problemsIn(values);
        if (problems.length > 0) return onInvalid(problems);
        return send(values, () => {
          clearFields(form, names);
          clearSessionDraft(draft);
        });
      })
      // The rules' code could not be fetched (the connection dropped): said as a failed call is.
      .catch(toastErrors);
  };
  const warm = () => {
    warmApi();
    void check().catch(() => undefined);
  };
  /** A field's name and the value the server put back, for its input. */
  const field = (name: Name) => ({ name, defaultValue: posted?.values[name] ?? '' });
  /** The form's draft, as its attributes: kept by whichever code comes first (plain-form-draft.ts). */
  const draftOf = (sent: boolean) => draftAttributes(draft, names, sent);
  return { formRef, onSubmit, warm, field, sentAgain, draftOf };
}

/** The id of a plain form named `name`: the page comes back scrolled to it after a plain submission. */
const plainFormId = (name: PlainFormName) => `${name}-form`;

/**
 * A plain form the server answers when it is sent before the page's code arrives: method POST to the page itself,
 * named by the hidden `form` field so the server knows which, then its honeypot and the server's answer (`posted`,
 * or `sent` when it was taken), in `words`, above its fields. Its action names the form's own id, so the page that
 * answers (the thanks after the redirect, or the problems) opens where the form is, not at the top.
 */
export function PlainForm({
  name,
  label,
  plain,
  trap,
  posted,
  sent,
  words,
  className,
  children,
}: {
  name: PlainFormName;
  label: string;
  plain: Pick<ReturnType<typeof usePlainForm>, 'formRef' | 'onSubmit' | 'warm' | 'sentAgain' | 'draftOf'>;
  trap: BotTrap;
  posted?: PostedForm;
  sent?: boolean;
  words: PostedWords;
  className: string;
  children: ReactNode;
}) {
  const { formRef, onSubmit, warm, sentAgain, draftOf } = plain;
  const id = plainFormId(name);
  return (
    <form
      id={id}
      ref={formRef}
      method="post"
      action={`#${id}`}
      onSubmit={onSubmit}
      onFocus={warm}
      noValidate
      className={className}
      aria-label={label}
      {...draftOf(!!sent)}
    >
      <input type="hidden" name="form" value={name} />
      <HoneypotField trap={trap} />
      {!sentAgain && <PostedAnswer posted={posted} sent={sent} words={words} />}
      {children}
    </form>
  );
}
