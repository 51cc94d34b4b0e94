import { contactMessages, DO_NOT_CONTACT_REASON_MAX } from '@sme/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import { savedThen } from '../console-save.ts';
import { FormActions } from './FormActions.tsx';

/** "Do not contact", with the reason, after a confirmation: the call links go and no contact can be logged. */
export function DoNotContactForm({ leadId, onDone }: { leadId: string; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const mark = useMutation(
    trpc.admin.leads.doNotContact.mutationOptions(
      savedThen('Marked do not contact', async () => {
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
      }),
    ),
  );

  return (
    <form
      aria-labelledby="dnc-heading"
      className="mt-3 rounded-lg border border-red-200 p-3"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (mark.isPending) return;
        if (!reason.trim()) {
          setError(contactMessages.reasonRequired);
          field.current?.focus();
          return;
        }
        const confirmed = await confirmDialog({
          title: 'Mark do not contact?',
          text: 'Nobody will be able to log a call or e-mail to this lead, and its phone and e-mail links are hidden.',
          confirmText: 'Yes, do not contact',
        });
        if (confirmed) mark.mutate({ id: leadId, reason });
      }}
    >
      <h3 id="dnc-heading" className="mb-2 font-semibold">
        Do not contact
      </h3>
      <label htmlFor="dnc-reason" className="field-label">
        Reason
      </label>
      <textarea
        ref={field}
        id="dnc-reason"
        rows={2}
        maxLength={DO_NOT_CONTACT_REASON_MAX}
        className="field-input"
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'dnc-reason-error' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError('');
        }}
      />
      {error && (
        <p id="dnc-reason-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <FormActions label="Mark do not contact" tone="danger" busy={mark.isPending} onCancel={onDone} />
    </form>
  );
}
