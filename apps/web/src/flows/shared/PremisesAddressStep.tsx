import type { AddressResult } from '@sme/api';
import { lazy, Suspense } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { visitFields } from '../../attribution/visit.ts';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';
import { useSubmission } from '../../forms/use-submission.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { AddressChoiceList } from './AddressChoiceList.tsx';
import type { AddressLookup } from './address-lookup.ts';
import type { GuestLeadRouter, SavedGuestLead } from './guest-lead.ts';
import { StepPlainForm, type StepPlace } from './StepPlainForm.tsx';
import { FlowCard } from './wizard-step.tsx';

/** The field the address step sends its postcode as (an address chosen from the list is its button's value). */
export const POST_CODE_FIELD = 'post_code';

// Only on a dead end, and only with the code: its form checks what is typed as it is sent.
const NoAddressCallback = lazy(() => import('./NoAddressCallback.tsx'));

/**
 * A guest-lead flow's first step: choosing an address saves it, as a new lead or, when the visitor came back to this
 * step, on the same lead. A plain form named `form` (StepPlainForm): each address is a submit button, so a choice
 * made before the page's code arrived is sent to the server, which saves it the same way. Without `form` (a page the
 * single-page app still renders), the addresses wait for the code.
 */
export function PremisesAddressStep({
  router,
  form,
  postcode,
  lead,
  lookup,
  onRetry,
  restartHref,
  place,
  onSaved,
}: {
  router: GuestLeadRouter;
  form?: PlainFormName;
  postcode: string;
  /** The lead saved so far, when the visitor came back to this step. */
  lead: { id: string; full_address: string } | undefined;
  lookup: AddressLookup;
  onRetry: () => void;
  /** Where to enter another postcode. */
  restartHref: string;
  place?: StepPlace;
  onSaved: (lead: SavedGuestLead) => void;
}) {
  const inPageHtml = useInPageHtml();
  // Choosing an address sends the step: the timer runs from when the list was shown.
  const trap = useBotTrap();
  const { busy, submit } = useSubmission();
  const addresses = lookup.state === 'found' ? lookup.addresses : [];

  const save = (address: AddressResult) =>
    void submit(
      (api) =>
        api[router].postCodeSubmit.mutate({
          post_code: address.postCode || postcode,
          full_address: address.envelopeAddress.summaryLine,
          bussiness_name: address.envelopeAddress.organisation,
          ...trap.fields(),
          ...visitFields(),
          ...(lead ? { id: lead.id } : {}),
        }),
      {
        onSuccess: ({ collections }) => onSaved({ id: collections.id, post_code: address.postCode || postcode }),
        onError: toastErrors,
      },
    );

  return (
    <FlowCard heading="Let's find your address" intro="Choose your business premises from the list.">
      <StepPlainForm
        form={form}
        id={lead?.id}
        place={place}
        onSubmit={(_form, submitter) => {
          const line = submitter instanceof HTMLButtonElement ? submitter.value : '';
          if (!line) return;
          // An address of the list, with its organisation; the one typed before, as it was typed.
          save(
            addresses.find((address) => address.envelopeAddress.summaryLine === line) ?? {
              postCode: postcode,
              envelopeAddress: { organisation: '', summaryLine: line },
            },
          );
        }}
      >
        {/* The form's default button, disabled: Enter in the search box searches, it does not choose an address. */}
        <button type="submit" disabled hidden aria-hidden="true" tabIndex={-1} />
        <input type="hidden" name={POST_CODE_FIELD} value={postcode} />
        <HoneypotField trap={trap} />
        <AddressChoiceList
          postcode={postcode}
          lookup={lookup}
          onRetry={onRetry}
          chosen={lead?.full_address}
          busy={busy || (!form && inPageHtml)}
          restartHref={restartHref}
          onTyped={save}
        />
      </StepPlainForm>
      {!inPageHtml && lookup.state === 'found' && addresses.length === 0 && (
        <Suspense>
          <NoAddressCallback router={router} postcode={postcode} />
        </Suspense>
      )}
    </FlowCard>
  );
}
