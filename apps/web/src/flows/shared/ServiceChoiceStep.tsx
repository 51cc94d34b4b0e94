import { useEffect, useState, type ReactNode } from 'react';
import { firstProblem, type AnswerRule } from '../../forms/answer-rule.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';
import { ChoiceTiles } from './ChoiceTiles.tsx';
import { StepPlainForm, type StepPlace } from './StepPlainForm.tsx';
import { FieldError, FlowCard, StepButtons } from './wizard-step.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

/**
 * The step that asks which services to compare: one tile is required. Next checks the choice with `rule`, the
 * server's own ('Please select a service !' under the tiles when there is none), and sends the service it reads from
 * the form (a tile chosen before the page's code arrived counts). The rule is fetched once the step's code is there
 * (zod is not on the page's first load).
 */
export function ServiceChoiceStep<Service extends string>({
  form,
  id: leadId,
  options,
  saved,
  preselected = null,
  rule,
  icon,
  columns,
  busy,
  place,
  onBack,
  onSubmit,
}: {
  form?: PlainFormName;
  /** The lead's id. */
  id: string;
  options: readonly Service[];
  /** The lead's service, when it has one. */
  saved: string | null;
  /** A choice made before the flow, when the lead has none yet. */
  preselected?: Service | null;
  rule: () => Promise<AnswerRule<Service>>;
  icon: (service: Service) => ReactNode;
  columns?: string;
  busy: boolean;
  place?: StepPlace;
  onBack: () => void;
  onSubmit: (service: Service) => void;
}) {
  const id = useIslandId();
  const [error, setError] = useState<string | null>(null);
  const chosen = (value: string | null | undefined) => options.find((option) => option === value);
  useEffect(() => void rule(), [rule]);
  const next = async (sent: HTMLFormElement) => {
    const checked = (await rule()).safeParse(new FormData(sent).get('service') ?? undefined);
    if (checked.success) onSubmit(checked.data);
    else setError(firstProblem(checked.error));
  };

  return (
    <StepPlainForm
      form={form}
      id={leadId}
      place={place}
      onChange={() => setError(null)}
      onSubmit={(sent) => void next(sent).catch(toastErrors)}
    >
      <FlowCard
        heading="What would you like to compare?"
        actions={<StepButtons onBack={onBack} backHref={place?.backHref} busy={busy} />}
      >
        <ChoiceTiles
          legend="What would you like to compare?"
          name="service"
          options={options}
          defaultValue={chosen(place?.posted?.values.service) ?? chosen(saved) ?? preselected}
          columns={columns}
          icon={icon}
          describedBy={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </FlowCard>
    </StepPlainForm>
  );
}
