import type { EnergyGuestInfo } from '@sme/api';
import {
  CONTRACT_END_UNSURE,
  currentEnergyFieldsOf,
  currentEnergySchema,
  energySupplierRules,
  fuelsOfService,
  suppliers,
  type Supplier,
} from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTRPC } from '../../../app/trpc.ts';
import { firstProblem } from '../../../forms/answer-rule.ts';
import { LabelledInput } from '../../../forms/fields.tsx';
import { ChoiceTiles } from '../../shared/ChoiceTiles.tsx';
import { FieldError, FlowCard, StepButtons, useStepSaved, type WizardStepProps } from '../../shared/wizard-step.tsx';
import { WhatYouPayNow, type WhatYouPayNowErrors, type WhatYouPayNowText } from './WhatYouPayNow.tsx';

/**
 * Step 4: the current supplier and the contract end date (or 'I am not sure'); both required. Then, optionally,
 * what the visitor pays now for each fuel compared (the server keeps it, with any indicative comparison).
 */
export function SupplierStep({ lead, onBack, onSaved }: WizardStepProps & { lead: EnergyGuestInfo }) {
  const id = useId();
  const trpc = useTRPC();
  const [supplier, setSupplier] = useState<Supplier | null>(
    suppliers.find((option) => option === lead.supplier) ?? null,
  );
  const [unsure, setUnsure] = useState(lead.contact_end_date === CONTRACT_END_UNSURE);
  const [endDate, setEndDate] = useState(unsure ? '' : (lead.contact_end_date ?? ''));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(trpc.energy.supplierSubmit.mutationOptions());
  const afterSave = useStepSaved(trpc.energy.guestInfo.queryKey());
  const errorId = `${id}-error`;
  const fuels = fuelsOfService(lead.service);
  // "What you pay now": as typed; filled in with what the lead kept when the visitor comes back to the step.
  const [payNow, setPayNow] = useState<WhatYouPayNowText>({});
  const [payNowErrors, setPayNowErrors] = useState<WhatYouPayNowErrors>({});
  const [payNowOpen, setPayNowOpen] = useState(false);
  const typed = useRef(false);
  const queryClient = useQueryClient();
  const kept = useQuery({ ...trpc.energy.figures.queryOptions({ id: lead.id }), enabled: fuels.length > 0 });
  useEffect(() => {
    const current = kept.data?.figures?.current;
    if (!current || current.length === 0 || typed.current) return;
    const fields = currentEnergyFieldsOf(current);
    setPayNow(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])));
    setPayNowOpen(true);
  }, [kept.data]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The server's own rules: 'Data missing !' for a supplier or an end date left out.
        const checked = energySupplierRules.safeParse({
          supplier: supplier ?? undefined,
          contact_end_date: unsure ? CONTRACT_END_UNSURE : endDate,
        });
        if (!checked.success) {
          setError(firstProblem(checked.error));
          return;
        }
        // Only the fuels compared, each figure checked by the server's own rule.
        const sent = Object.fromEntries(
          Object.entries(payNow).filter(([name]) => fuels.some((fuel) => name.startsWith(`${fuel}_`))),
        );
        const figures = currentEnergySchema.safeParse(sent);
        if (!figures.success) {
          const problems: WhatYouPayNowErrors = {};
          for (const issue of figures.error.issues) {
            const name = issue.path[0] as keyof WhatYouPayNowErrors;
            problems[name] ??= issue.message;
          }
          setPayNowErrors(problems);
          setPayNowOpen(true);
          const first = Object.keys(problems)[0];
          if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
          return;
        }
        save.mutate(
          { id: lead.id, ...checked.data, ...figures.data },
          afterSave(async () => {
            // The booking screen reads the figures the server has just worked out, not the ones read before.
            await queryClient.invalidateQueries({ queryKey: trpc.energy.figures.queryKey({ id: lead.id }) });
            onSaved();
          }),
        );
      }}
    >
      <FlowCard
        heading="Please select your current supplier"
        intro="And tell us when your contract ends, so we can line up your new prices in time."
        actions={<StepButtons onBack={onBack} busy={save.isPending} />}
      >
        <ChoiceTiles
          legend="Current supplier"
          name="supplier"
          options={suppliers}
          value={supplier}
          columns="grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-3"
          describedBy={error ? errorId : undefined}
          onChange={(value) => {
            setSupplier(value);
            setError(null);
          }}
        />
        <fieldset className="mt-8" aria-describedby={error ? errorId : undefined}>
          <legend className="text-lg font-semibold text-ink">Contract end date</legend>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
            <div>
              <LabelledInput
                id={`${id}-end-date`}
                label="Date your contract ends"
                type="date"
                min="2000-01-01"
                max="2100-12-31"
                value={endDate}
                disabled={unsure}
                onChange={(event) => {
                  setEndDate(event.target.value);
                  setError(null);
                }}
              />
            </div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={unsure}
                onChange={(event) => {
                  setUnsure(event.target.checked);
                  setError(null);
                }}
              />
              {CONTRACT_END_UNSURE}
            </label>
          </div>
        </fieldset>
        <FieldError id={errorId} message={error} />
        <WhatYouPayNow
          idPrefix={id}
          fuels={fuels}
          values={payNow}
          errors={payNowErrors}
          open={payNowOpen}
          onOpenChange={setPayNowOpen}
          onChange={(name, value) => {
            typed.current = true;
            setPayNow((before) => ({ ...before, [name]: value }));
            setPayNowErrors(({ [name]: _fixed, ...others }) => others);
          }}
        />
      </FlowCard>
    </form>
  );
}
