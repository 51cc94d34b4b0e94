import {
  alsoLogText,
  CONTACT_NOTE_MAX,
  contactChannelLabels,
  contactMessages,
  contactOutcomeLabels,
  contactOutcomes,
  ordinal,
  type ContactChannel,
  type ContactOutcome,
} from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { savedThen } from '../console-save.ts';
import { FormActions } from './FormActions.tsx';

const otherEnquiries = (count: number) => (count === 1 ? 'the other enquiry' : `${count} other enquiries`);

/**
 * "Log a call" / "Log an e-mail": how it went (one choice) and an optional note. A refusal is toasted in the server's
 * words and leaves the form as it was, so nothing typed is lost; once saved it closes.
 */
export function ContactForm({
  leadId,
  channel,
  onDone,
  linkedOpenIds = [],
}: {
  leadId: string;
  channel: ContactChannel;
  onDone: () => void;
  /** The other open enquiries from this business: the call or e-mail can be logged on them too. */
  linkedOpenIds?: string[];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null);
  const [note, setNote] = useState('');
  const [alsoLinked, setAlsoLinked] = useState(false);
  const [error, setError] = useState('');
  const firstChoice = useRef<HTMLInputElement>(null);
  const id = `log-${channel}`;
  const what = channel === 'call' ? 'call' : 'e-mail';
  const log = useMutation(
    trpc.admin.leads.logContact.mutationOptions(
      savedThen(
        (answer) =>
          `${contactChannelLabels[channel]} logged (${ordinal(answer.attempt)} attempt)` +
          ('alsoLogged' in answer && answer.alsoLogged ? `, and on ${otherEnquiries(answer.alsoLogged)}` : ''),
        async () => {
          onDone();
          await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
        },
      ),
    ),
  );

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="mt-3 rounded-lg border border-slate-300 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (log.isPending) return;
        if (!outcome) {
          setError(channel === 'call' ? contactMessages.chooseCallOutcome : contactMessages.chooseEmailOutcome);
          firstChoice.current?.focus();
          return;
        }
        log.mutate({
          id: leadId,
          channel,
          outcome,
          ...(note.trim() ? { text: note } : {}),
          ...(alsoLinked && linkedOpenIds.length > 0 ? { alsoIds: linkedOpenIds } : {}),
        });
      }}
    >
      <h3 id={`${id}-heading`} className="mb-2 font-semibold">
        Log {channel === 'call' ? 'a call' : 'an e-mail'}
      </h3>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="field-label">How did the {what} go?</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {contactOutcomes[channel].map((value, index) => (
            <label key={value} className="inline-flex min-h-10 items-center gap-2">
              <input
                ref={index === 0 ? firstChoice : undefined}
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setError('');
                }}
              />
              {contactOutcomeLabels[value]}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-note`} className="field-label mt-3">
        Note (optional)
      </label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={CONTACT_NOTE_MAX}
        className="field-input"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {linkedOpenIds.length > 0 && (
        <label className="mt-2 flex min-h-10 items-center gap-2">
          <input type="checkbox" checked={alsoLinked} onChange={(event) => setAlsoLinked(event.target.checked)} />
          {alsoLogText(linkedOpenIds.length, what)}
        </label>
      )}
      <FormActions label={log.isPending ? 'Saving…' : `Save ${what}`} busy={log.isPending} onCancel={onDone} />
    </form>
  );
}
