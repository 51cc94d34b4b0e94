import { messages, normalizePostcode, serverMessages } from '@sme/domain';
import { useState, type FormEvent } from 'react';
import { showDialog } from '../../ui/dialogs.ts';
import {
  POSTCODE_FIELD,
  postcodeStarts,
  postcodeStartProblem,
  postcodeStep,
  type PostcodeFlow,
} from './postcode-starts.ts';
import { usePagePath, usePageSearch } from '../../app/page-address.tsx';
import { loadPage } from '../../islands/parts/load-page.ts';
import { useIslandId } from '../../app/use-island-id.ts';

/**
 * The postcode entry that starts a quote (spec §2 Energy landing), for the energy wizard (comercial-utility-main) or
 * water and waste (commercial-water-waste-select-address), carrying `carry` on (the energy choice). A plain form
 * first: pressed before its code arrives, it is sent to the flow's landing page, which the server answers with the
 * flow's first step (postcode-starts.ts), or shows again with what was wrong and what was typed.
 */
export function PostcodeStart({
  flow,
  carry = {},
  buttonLabel,
  tone = 'light',
  stacked = false,
}: {
  flow: PostcodeFlow;
  carry?: Record<string, string>;
  buttonLabel: string;
  /** 'dark' on a coloured panel, where the button takes the accent colour. */
  tone?: 'light' | 'dark';
  /** Button under the field, for narrow boxes. */
  stacked?: boolean;
}) {
  const id = useIslandId();
  const { landing } = postcodeStarts[flow];
  const path = usePagePath();
  const search = usePageSearch();
  // The landing page, loaded by this form sent before its code arrived, with a postcode the server could not follow.
  const returned = path === landing ? postcodeStartProblem(search) : undefined;
  const [problem, setProblem] = useState(returned?.problem);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(POSTCODE_FIELD) as HTMLInputElement;
    if (!field.value.trim()) {
      setProblem(undefined);
      void showDialog('warning', messages.enterPostCode);
      return;
    }
    const normalized = normalizePostcode(field.value);
    if (!normalized) {
      setProblem(serverMessages.invalidPostcode);
      return;
    }
    loadPage(postcodeStep(flow, normalized, carry));
  };

  return (
    <form
      method="get"
      action={landing}
      onSubmit={submit}
      aria-label="Start with your postcode"
      className={`flex flex-col gap-3 ${stacked ? '' : 'sm:flex-row sm:items-start'}`}
      noValidate
    >
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grow">
        <label htmlFor={`${id}-postcode`} className="sr-only">
          Postcode
        </label>
        <input
          id={`${id}-postcode`}
          name={POSTCODE_FIELD}
          className="field-input"
          placeholder="Enter postcode to start"
          autoComplete="postal-code"
          defaultValue={returned?.typed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={() => setProblem(undefined)}
        />
        {problem && (
          <p
            id={`${id}-error`}
            role="alert"
            className={`mt-1 text-sm font-medium ${tone === 'dark' ? 'text-white' : 'text-red-700'}`}
          >
            {problem}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={
          tone === 'dark'
            ? 'inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent px-5 font-semibold text-ink hover:bg-amber-400'
            : 'btn-primary shrink-0'
        }
      >
        {buttonLabel}
      </button>
    </form>
  );
}
