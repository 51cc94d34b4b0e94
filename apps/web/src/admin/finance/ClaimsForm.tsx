import { zodResolver } from '@hookform/resolvers/zod';
import {
  claimsSettingsSchema,
  evidencedClaimIds,
  evidencedClaims,
  type ClaimsSettings,
  type EvidencedClaimId,
} from '@sme/domain';
import { useId, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { FieldProblem, FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import { typedNumber } from './finance-form-values.ts';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

interface ClaimFormValues {
  figure: string;
  asOf: string;
  source: string;
}

// The claims sit under one key, as the energy bands do, so that the rule about the claims as a whole (at least one
// entered) has a place of its own in the form, under the list.
interface ClaimsFormValues {
  claims: Record<EvidencedClaimId, ClaimFormValues>;
}

const claimFields = ['figure', 'asOf', 'source'] as const satisfies readonly (keyof ClaimFormValues)[];

const isBlank = (claim: ClaimFormValues) => claimFields.every((field) => claim[field].trim() === '');

const claimText = z.object({ figure: z.string(), asOf: z.string(), source: z.string() });

const claimsFormSchema = z
  .object({
    claims: z
      .object(
        Object.fromEntries(evidencedClaimIds.map((id) => [id, claimText])) as Record<
          EvidencedClaimId,
          typeof claimText
        >,
      )
      .transform((text) =>
        Object.fromEntries(
          evidencedClaimIds
            // A claim left blank is not made; one partly entered goes to the rules, which say what it lacks.
            .filter((id) => !isBlank(text[id]))
            .map((id) => [
              id,
              { figure: typedNumber(text[id].figure), asOf: text[id].asOf.trim(), source: text[id].source },
            ]),
        ),
      )
      .pipe(claimsSettingsSchema),
  })
  .transform(({ claims }) => claims);

const resolver = zodResolver(claimsFormSchema) as unknown as Resolver<ClaimsFormValues, unknown, ClaimsSettings>;

const claimsFormValues = (stored: ClaimsSettings | null): ClaimsFormValues => ({
  claims: Object.fromEntries(
    evidencedClaimIds.map((id) => {
      const evidence = stored?.[id];
      return [
        id,
        evidence
          ? { figure: String(evidence.figure), asOf: evidence.asOf, source: evidence.source }
          : { figure: '', asOf: '', source: '' },
      ];
    }),
  ) as ClaimsFormValues['claims'],
});

const claimPath = new RegExp(`^(${evidencedClaimIds.join('|')})\\.(${claimFields.join('|')})$`);

/** The server names a claim's field `data.<id>.<field>` and the claims as a whole `data`. */
const isField = (path: string) => path === 'data' || claimPath.test(path);
const fieldOf = (path: string) => (path === 'data' ? 'claims' : `claims.${path}`);

const fieldLabels: Record<(typeof claimFields)[number], string> = {
  figure: 'Figure',
  asOf: 'True as of',
  source: 'Source',
};

/**
 * The site's figure claims ("Over 2000 businesses helped", "up to 40%"): each made only while its evidence is entered
 * here, its figure with the day it was true and where it comes from, which Our figures shows beside it.
 */
export function ClaimsForm({
  claims,
  canEdit,
  saving,
  saveError,
  onSave,
  onClear,
}: FinanceFormProps<ClaimsSettings> & { claims: ClaimsSettings | null }) {
  const ids = useId();
  const values = useMemo(() => claimsFormValues(claims), [claims]);
  const {
    register,
    handleSubmit,
    general,
    formState: { errors },
  } = useFinanceForm({ values, resolver, saveError, isField, fieldOf });

  const noneError = errors.claims?.message;
  const noneErrorId = `${ids}-claims-error`;

  return (
    <form aria-label="Claims on the site" noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      <p className="max-w-3xl text-sm text-slate-700">
        A claim shows on the site only while its figure, date and source are entered here. Each page links the claim to
        Our figures (/our-figures), which shows the date and source.
      </p>
      <fieldset
        disabled={!canEdit || saving}
        aria-describedby={noneError ? noneErrorId : undefined}
        className="space-y-4"
      >
        <legend className="sr-only">The claims on the site</legend>
        {evidencedClaimIds.map((id) => {
          const { label, unit, max } = evidencedClaims[id];
          const claimErrors = errors.claims?.[id];
          const groupId = `${ids}-${id}`;
          return (
            <fieldset
              key={id}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[12rem_12rem_minmax(0,1fr)]"
            >
              <legend className="px-1 text-sm font-semibold">{label}</legend>
              <FinanceField
                id={`${groupId}-figure`}
                label={fieldLabels.figure}
                hint={`In ${unit}: a whole number from 1 to ${max.toLocaleString('en-GB')}.`}
                error={claimErrors?.figure?.message}
                registered={register(`claims.${id}.figure`)}
                inputMode="numeric"
              />
              <FinanceField
                id={`${groupId}-asOf`}
                label={fieldLabels.asOf}
                hint="The day the figure was true; Our figures prints it beside the claim."
                error={claimErrors?.asOf?.message}
                registered={register(`claims.${id}.asOf`)}
                type="date"
              />
              <FinanceField
                id={`${groupId}-source`}
                label={fieldLabels.source}
                hint="Where the figure comes from, as you would show a regulator; Our figures prints it."
                error={claimErrors?.source?.message}
                registered={{ ...register(`claims.${id}.source`), maxLength: 200 }}
                inputMode="text"
                className="sm:col-span-2 lg:col-span-1"
              />
            </fieldset>
          );
        })}
        <FieldProblem id={noneErrorId} message={noneError} />
      </fieldset>
      {canEdit && (
        <FinanceFormButtons
          what="claims on the site"
          general={general}
          saving={saving}
          canClear={claims !== null}
          onClear={onClear}
        />
      )}
    </form>
  );
}
