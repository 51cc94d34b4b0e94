import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { FormActions } from './FormActions.tsx';

/**
 * One answer put right in place: its label, the value to edit, Save and Cancel. The server checks it by the
 * visitor's own rule for the field; its message shows under the field and what was typed stays.
 */
export function AnswerEditForm({
  leadId,
  field,
  label,
  value,
  onDone,
}: {
  leadId: string;
  field: string;
  label: string;
  value: string;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(value);
  const [error, setError] = useState('');
  // Opened: the field has the focus; refused: back to the field, its message read with it.
  useEffect(() => {
    input.current?.focus();
  }, [error]);
  const correct = useMutation(
    trpc.admin.leads.correctAnswer.mutationOptions({
      onSuccess: async ({ corrected }) => {
        toast.success(corrected ? `${label} corrected` : `${label} was already that`);
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
      },
      onError: (failure) => setError(errorText(failure)),
    }),
  );

  return (
    <form
      className="mt-1 space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!correct.isPending) correct.mutate({ id: leadId, field, value: typed });
      }}
    >
      <label htmlFor={`${id}-value`} className="field-label">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-value`}
        className="field-input"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          setError('');
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <FormActions
        label={correct.isPending ? 'Saving…' : 'Save'}
        busy={correct.isPending}
        onCancel={onDone}
        className=""
      />
    </form>
  );
}
