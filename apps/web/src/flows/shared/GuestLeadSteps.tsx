import { useMutation } from '@tanstack/react-query';
import { businessNameRequired } from '@sme/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { firstProblem, type AnswerRule } from '../../forms/answer-rule.ts';
import { HoneypotField } from '../../forms/bot-trap/HoneypotField.tsx';
import { useBotTrap } from '../../forms/bot-trap/use-bot-trap.ts';
import { callbackSender } from '../../forms/callback/callback-sender.ts';
import { CallbackRequestForm } from '../../forms/callback/CallbackRequestForm.tsx';
import { AddressChoiceList } from './AddressChoiceList.tsx';
import { BusinessNameField } from './BusinessNameField.tsx';
import { ChoiceTiles } from './ChoiceTiles.tsx';
import { FieldError, FlowCard, StepForm, useStepSaved, type WizardStepProps } from './wizard-step.tsx';
import { visitFields } from '../../attribution/visit.ts';

/** The two flows that start at the visitor's premises (energy, water and waste): the same steps, their own router. */
export type GuestLeadRouter = 'energy' | 'waterWaste';

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
              ...visitFields(),
              ...(lead ? { id: lead.id } : {}),
            },
            afterSave(({ collections }) => onSaved(collections.id)),
          )
        }
      />
    </FlowCard>
  );
}

/**
 * The step that confirms the business name found at the chosen address, with that address above it. Energy checks
 * for a blank name before sending (`checkBeforeSending`, the server's own rule); water and waste leave every check
 * to the server (spec §5), whose message is toasted.
 */
export function BusinessNameStep({
  router,
  lead,
  intro,
  checkBeforeSending = false,
  onBack,
  onSaved,
}: WizardStepProps & {
  router: GuestLeadRouter;
  lead: { id: string; bussiness_name: string; full_address: string };
  intro: string;
  checkBeforeSending?: boolean;
}) {
  const id = useId();
  const trpc = useTRPC();
  const [name, setName] = useState(lead.bussiness_name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc[router].businessNameSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc[router].guestInfo.queryKey());

  return (
    <StepForm
      heading="Great, we found your address!"
      intro={intro}
      busy={save.isPending}
      onBack={onBack}
      onSubmit={() => {
        // Only a blank name: the server answers lengths itself, as a toast.
        const checked = checkBeforeSending && businessNameRequired.safeParse(name);
        if (checked && !checked.success) {
          setError(firstProblem(checked.error));
          return;
        }
        save.mutate(
          { id: lead.id, bussiness_name: name },
          afterSave(() => onSaved()),
        );
      }}
    >
      <BusinessNameField
        id={`${id}-business-name`}
        address={lead.full_address}
        value={name}
        error={error}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
    </StepForm>
  );
}

/**
 * The step that asks which services to compare: one tile is required. Next checks the choice with `rule`, the
 * server's own ('Please select a service !' under the tiles when there is none), and sends the service it reads.
 */
export function ServiceChoiceStep<Service extends string>({
  options,
  saved,
  preselected = null,
  rule,
  icon,
  columns,
  busy,
  onBack,
  onSubmit,
}: {
  options: readonly Service[];
  /** The lead's service, when it has one. */
  saved: string | null;
  /** A choice made before the flow, when the lead has none yet. */
  preselected?: Service | null;
  rule: AnswerRule<Service>;
  icon: (service: Service) => ReactNode;
  columns?: string;
  busy: boolean;
  onBack: () => void;
  onSubmit: (service: Service) => void;
}) {
  const id = useId();
  const [service, setService] = useState<Service | null>(options.find((option) => option === saved) ?? preselected);
  const [error, setError] = useState<string | null>(null);

  return (
    <StepForm
      heading="What would you like to compare?"
      busy={busy}
      onBack={onBack}
      onSubmit={() => {
        const checked = rule.safeParse(service);
        if (checked.success) onSubmit(checked.data);
        else setError(firstProblem(checked.error));
      }}
    >
      <ChoiceTiles
        legend="What would you like to compare?"
        name="service"
        options={options}
        value={service}
        columns={columns}
        icon={icon}
        describedBy={error ? `${id}-error` : undefined}
        onChange={(value) => {
          setService(value);
          setError(null);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </StepForm>
  );
}
