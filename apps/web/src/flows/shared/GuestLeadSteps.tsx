import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import { callbackSender } from '../callback/callback-sender.ts';
import { CallbackRequestForm } from '../callback/CallbackRequestForm.tsx';
import { AddressChoiceList } from './AddressChoiceList.tsx';
import { BusinessNameField } from './BusinessNameField.tsx';
import { ChoiceTiles } from './ChoiceTiles.tsx';
import { FieldError, FlowCard, StepForm, type StepFormActions, useStepSaved } from './wizard-step.tsx';

/** The two flows that start at the visitor's premises (energy, water and waste): the same steps, their own router. */
export type GuestLeadRouter = 'commercialUtility' | 'waterWaste';

/**
 * A guest-lead flow's first step: choosing an address saves it, as a new lead or, when the visitor came back to
 * this step, on the same lead.
 */
export function PremisesAddressStep({
  router,
  postcode,
  lead,
  restartHref,
  onSaved,
}: {
  router: GuestLeadRouter;
  postcode: string;
  /** The lead saved so far, when the visitor came back to this step. */
  lead: { id: string; full_address: string } | undefined;
  /** Where to enter another postcode. */
  restartHref: string;
  onSaved: (id: string) => void;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc[router].postCodeSubmit.mutationOptions());
  // Choosing an address sends the step: the timer runs from when the list was shown.
  const trap = useBotTrap();
  const callback = useMutation(trpc[router].requestCallback.mutationOptions());
  const afterSave = useStepSaved(trpc[router].guestInfo.queryKey());

  return (
    <FlowCard heading="Let's find your address" intro="Choose your business premises from the list.">
      <HoneypotField trap={trap} />
      <AddressChoiceList
        whenNoAddress={
          <CallbackRequestForm sender={callbackSender(callback, { post_code: postcode })} headingLevel={3} />
        }
        postcode={postcode}
        chosen={lead?.full_address}
        busy={save.isPending}
        restartHref={restartHref}
        onChoose={(address) =>
          save.mutate(
            {
              post_code: address.postCode || postcode,
              full_address: address.envelopeAddress.summaryLine,
              bussiness_name: address.envelopeAddress.organisation,
              ...trap.fields(),
              ...(lead ? { id: lead.id } : {}),
            },
            afterSave(({ collections }) => onSaved(collections.id)),
          )
        }
      />
    </FlowCard>
  );
}

/** The step that confirms the business name found at the chosen address, with that address above it. */
export function BusinessNameStep({
  intro,
  address,
  value,
  error,
  onChange,
  ...actions
}: StepFormActions & {
  intro: string;
  address: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <StepForm heading="Great, we found your address!" intro={intro} {...actions}>
      <BusinessNameField id={`${id}-business-name`} address={address} value={value} error={error} onChange={onChange} />
    </StepForm>
  );
}

/** The step that asks which services to compare: one tile is required (the flow says so in `error`). */
export function ServiceChoiceStep<Service extends string>({
  options,
  value,
  icon,
  columns,
  error,
  onChange,
  ...actions
}: StepFormActions & {
  options: readonly Service[];
  value: Service | null;
  icon: (service: Service) => ReactNode;
  columns?: string;
  error: string | null;
  onChange: (value: Service) => void;
}) {
  const id = useId();
  return (
    <StepForm heading="What would you like to compare?" {...actions}>
      <ChoiceTiles
        legend="What would you like to compare?"
        name="service"
        options={options}
        value={value}
        columns={columns}
        icon={icon}
        describedBy={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      <FieldError id={`${id}-error`} message={error} />
    </StepForm>
  );
}
