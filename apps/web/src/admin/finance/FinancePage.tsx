import type { RouterInputs, RouterOutputs } from '@sme/api';
import { formatUkDateTime } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import type { ConsoleUser } from '../console-user.ts';
import { errorText } from '../console-errors.ts';
import { CashAdvanceFiguresForm } from './CashAdvanceFiguresForm.tsx';
import { ClaimsForm } from './ClaimsForm.tsx';
import { ClimateChangeLevyForm } from './ClimateChangeLevyForm.tsx';
import { EnergyRatesForm } from './EnergyRatesForm.tsx';
import { LoanFiguresForm } from './LoanFiguresForm.tsx';

type FinanceView = RouterOutputs['admin']['finance']['get'];
type FinanceKind = keyof FinanceView;
type FinanceSave = RouterInputs['admin']['finance']['save'];

/** Admins change the figures; agents read them, to explain them on a call (the server refuses their changes). */
export const canEditFinance = (user: ConsoleUser) => user.role === 'admin';

export const financeReadOnlyNote =
  'Only an admin can change these figures. You can read them to explain them on a call.';

const kinds: Record<FinanceKind, { title: string; figures: string; saved: string; cleared: string; none: string }> = {
  loan: {
    title: 'Business loans',
    figures: 'loan figures',
    saved: 'Loan figures saved',
    cleared: 'Loan figures cleared: the site shows no loan figures',
    none: 'Not entered: the loan calculator shows no figures, and says a specialist will explain the costs on the call.',
  },
  cashAdvance: {
    title: 'Cash advance',
    figures: 'cash advance figures',
    saved: 'Cash advance figures saved',
    cleared: 'Cash advance figures cleared: the site shows no cash advance estimate',
    none: 'Not entered: the merchant services page shows no cash advance estimate.',
  },
  energyRates: {
    title: 'Energy indicative rates',
    figures: 'energy rates',
    saved: 'Energy rates saved',
    cleared: 'Energy rates cleared: the booking screen shows no indicative comparison',
    none: 'Not entered: the booking screen shows no indicative energy comparison.',
  },
  climateChangeLevy: {
    title: 'Climate Change Levy',
    figures: 'Climate Change Levy rates',
    saved: 'Climate Change Levy rates saved',
    cleared: 'Climate Change Levy rates cleared: the booking screen shows no indicative comparison',
    none: 'Not entered: the booking screen shows no indicative energy comparison, as it could not add the levy to both sides.',
  },
  claims: {
    title: 'Claims on the site',
    figures: 'claims on the site',
    saved: 'Claims saved: the site makes the claims entered',
    cleared: 'Claims cleared: the site makes none of them',
    none: 'Not entered: the site makes none of its figure claims (“Over 2000 businesses helped”, “up to 40%”).',
  },
};

/**
 * Finance figures: what the site's calculators are worked out from (the loan calculator, the cash-advance estimate,
 * the energy comparison, with the Climate Change Levy it adds) and the evidence of the site's figure claims. Nothing is
 * shown to visitors that is not entered here; clearing a kind takes its figures off the site. Admins edit; agents read.
 */
export function FinancePage({ user }: { user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const figures = useQuery({ ...trpc.admin.finance.get.queryOptions(), staleTime: 0 });
  const canEdit = canEditFinance(user);
  const save = useMutation(trpc.admin.finance.save.mutationOptions());

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.finance.pathKey() });
  const saveKind = (input: FinanceSave) =>
    save.mutate(input, {
      onSuccess: async () => {
        toast.success(input.data === null ? kinds[input.kind].cleared : kinds[input.kind].saved);
        await refresh();
      },
      onError: (error) => {
        // A refusal of figures shows under their fields (and above the buttons); anything else is toasted too.
        if (input.data === null) toast.error(errorText(error));
      },
    });
  const clear = async (kind: FinanceKind) => {
    const { title, figures: what } = kinds[kind];
    const confirmed = await confirmDialog({
      title: `Clear the ${what}?`,
      text: `${title}: the site stops showing these figures straight away. You can enter them again at any time.`,
      confirmText: 'Clear',
    });
    if (confirmed) saveKind({ kind, data: null } as FinanceSave);
  };
  const savingKind = save.isPending ? save.variables.kind : null;
  const errorOf = (kind: FinanceKind) =>
    save.isError && save.variables.kind === kind && save.variables.data !== null ? save.error : null;

  return (
    <>
      <PageMeta title="Finance figures – Console" />
      <h1 className="text-2xl font-bold">Finance figures</h1>
      <p className="mt-2 max-w-3xl">
        The figures the site’s calculators work from. A visitor sees a figure only where its figures are entered here;
        cleared, the site shows none of them.
      </p>
      {!canEdit && (
        <p className="mt-4 rounded border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="read-only-note">
          {financeReadOnlyNote}
        </p>
      )}
      {figures.isPending ? (
        <p className="mt-6">Loading the finance figures...</p>
      ) : figures.isError ? (
        <p role="alert" className="mt-6">
          {errorText(figures.error)}
        </p>
      ) : (
        <div className="mt-6 space-y-8">
          <FinanceSection kind="loan" entry={figures.data.loan}>
            <LoanFiguresForm
              loan={figures.data.loan.data}
              canEdit={canEdit}
              saving={savingKind === 'loan'}
              saveError={errorOf('loan')}
              onSave={(data) => saveKind({ kind: 'loan', data })}
              onClear={() => void clear('loan')}
            />
          </FinanceSection>
          <FinanceSection kind="cashAdvance" entry={figures.data.cashAdvance}>
            <CashAdvanceFiguresForm
              advance={figures.data.cashAdvance.data}
              canEdit={canEdit}
              saving={savingKind === 'cashAdvance'}
              saveError={errorOf('cashAdvance')}
              onSave={(data) => saveKind({ kind: 'cashAdvance', data })}
              onClear={() => void clear('cashAdvance')}
            />
          </FinanceSection>
          <FinanceSection kind="energyRates" entry={figures.data.energyRates}>
            <EnergyRatesForm
              rates={figures.data.energyRates.data}
              canEdit={canEdit}
              saving={savingKind === 'energyRates'}
              saveError={errorOf('energyRates')}
              onSave={(data) => saveKind({ kind: 'energyRates', data })}
              onClear={() => void clear('energyRates')}
            />
          </FinanceSection>
          <FinanceSection kind="climateChangeLevy" entry={figures.data.climateChangeLevy}>
            <ClimateChangeLevyForm
              levy={figures.data.climateChangeLevy.data}
              canEdit={canEdit}
              saving={savingKind === 'climateChangeLevy'}
              saveError={errorOf('climateChangeLevy')}
              onSave={(data) => saveKind({ kind: 'climateChangeLevy', data })}
              onClear={() => void clear('climateChangeLevy')}
            />
          </FinanceSection>
          <FinanceSection kind="claims" entry={figures.data.claims}>
            <ClaimsForm
              claims={figures.data.claims.data}
              canEdit={canEdit}
              saving={savingKind === 'claims'}
              saveError={errorOf('claims')}
              onSave={(data) => saveKind({ kind: 'claims', data })}
              onClear={() => void clear('claims')}
            />
          </FinanceSection>
        </div>
      )}
    </>
  );
}

/** One kind of figures: its heading, whether (and when, by whom) they are entered, and its form. */
function FinanceSection({
  kind,
  entry,
  children,
}: {
  kind: FinanceKind;
  entry: FinanceView[FinanceKind];
  children: ReactNode;
}) {
  const headingId = `finance-${kind}-heading`;
  const { title, none } = kinds[kind];
  const saved =
    entry.updatedAt && `${formatUkDateTime(entry.updatedAt)}${entry.updatedBy ? ` by ${entry.updatedBy}` : ''}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700" data-testid={`finance-${kind}-status`}>
        {entry.data
          ? `On the site. Saved ${saved}.`
          : saved
            ? `The figures saved ${saved} no longer pass the rules, so the site shows none of them: please enter them again.`
            : none}
      </p>
      {children}
    </section>
  );
}
