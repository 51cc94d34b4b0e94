import { zodResolver } from '@hookform/resolvers/zod';
import {
  acquirerRowSchema,
  catalogueListKinds,
  catalogueListLabels,
  listRowSchema,
  type CatalogueListKind,
} from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { PageMeta } from '../../../app/page-meta.tsx';
import { useTRPC } from '../../../app/trpc.ts';
import type { ConsoleUser } from '../../console-user.ts';
import { cell, ConsoleTable } from '../../ConsoleTable.tsx';
import { errorText } from '../../console-errors.ts';
import { savedThen } from '../../console-save.ts';
import { outlineButton, smallOutlineButton } from '../../console-styles.ts';
import { ImageField } from '../ImageField.tsx';
import { canEditCatalogue, catalogueReadOnlyNote, statusLabels } from './catalogue-access.ts';

/** Each list's procedures in the catalogue router. */
const routerKey = { term: 'terms', acquirer: 'acquirers', manufacturer: 'manufacturers', feature: 'features' } as const;

interface RowValues {
  name: string;
  logo: string;
}

const resolvers: Record<'acquirer' | 'other', Resolver<RowValues>> = {
  acquirer: zodResolver(acquirerRowSchema) as unknown as Resolver<RowValues>,
  other: zodResolver(listRowSchema) as unknown as Resolver<RowValues>,
};

/** Content → Catalogue lists: the terms, acquirers, manufacturers and features a card machine is described by. */
export function CatalogueListsPage({ user }: { user: ConsoleUser }) {
  const canEdit = canEditCatalogue(user);
  return (
    <>
      <PageMeta title="Catalogue lists – Console" />
      <h1 className="mb-2 text-2xl font-bold">Catalogue lists</h1>
      <p className="mb-4 text-sm text-slate-700">
        The choices of the public page&apos;s filters and of each card machine. A retired row leaves the public filters;
        one that current card machines use cannot be retired until they change.
      </p>
      {!canEdit && (
        <p className="mb-4 rounded border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="read-only-note">
          {catalogueReadOnlyNote}
        </p>
      )}
      <div className="space-y-10">
        {catalogueListKinds.map((kind) => (
          <CatalogueList key={kind} kind={kind} canEdit={canEdit} />
        ))}
      </div>
    </>
  );
}

function CatalogueList({ kind, canEdit }: { kind: CatalogueListKind; canEdit: boolean }) {
  const trpc = useTRPC();
  const procedures = trpc.admin.content.catalogue[routerKey[kind]];
  const rows = useQuery({ ...procedures.list.queryOptions(), staleTime: 0 });
  const { plural, one } = catalogueListLabels[kind];
  const [editing, setEditing] = useState<number | null>(null);
  const headingId = useId();
  const withLogo = kind === 'acquirer';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {plural}
      </h2>
      {rows.isPending ? (
        <p>Loading...</p>
      ) : rows.isError ? (
        <p role="alert">{errorText(rows.error)}</p>
      ) : (
        <ConsoleTable
          label={`${plural} table`}
          caption={`${plural}, with how many current card machines use each`}
          columns={[...(withLogo ? ['Logo'] : []), 'Name', 'Card machines', 'Status', ...(canEdit ? ['Change'] : [])]}
          minWidth={canEdit ? 'min-w-[44rem]' : 'min-w-[28rem]'}
        >
          {rows.data.rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              {withLogo && (
                <td className={cell}>
                  {'logoUrl' in row && row.logoUrl && (
                    <img src={row.logoUrl} alt="" width={80} height={32} className="h-8 w-20 object-contain" />
                  )}
                </td>
              )}
              <td className={`${cell} break-words`}>
                {editing === row.id ? (
                  <RowForm
                    kind={kind}
                    row={{ id: row.id, updatedAt: row.updatedAt }}
                    values={{ name: row.name, logo: 'logo' in row ? (row.logo ?? '') : '' }}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  row.name
                )}
              </td>
              <td className={`${cell} tabular-nums`}>{row.products}</td>
              <td className={cell}>{statusLabels[row.status]}</td>
              {canEdit && (
                <td className={cell}>
                  {editing !== row.id && <RowActions kind={kind} row={row} onEdit={() => setEditing(row.id)} />}
                </td>
              )}
            </tr>
          ))}
        </ConsoleTable>
      )}
      {canEdit && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="mb-2 font-semibold">Add a {one}</h3>
          <RowForm kind={kind} values={{ name: '', logo: '' }} />
        </div>
      )}
    </section>
  );
}

function RowActions({
  kind,
  row,
  onEdit,
}: {
  kind: CatalogueListKind;
  row: { id: number; name: string; status: 'current' | 'retired'; updatedAt: string };
  onEdit: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = trpc.admin.content.catalogue[routerKey[kind]];
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.content.catalogue.pathKey() });
  const retire = useMutation(procedures.retire.mutationOptions(savedThen(`${row.name} retired`, refresh)));
  const reinstate = useMutation(procedures.reinstate.mutationOptions(savedThen(`${row.name} reinstated`, refresh)));
  const busy = retire.isPending || reinstate.isPending;
  const { one } = catalogueListLabels[kind];
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={smallOutlineButton} onClick={onEdit} aria-label={`Edit the ${one} ${row.name}`}>
        Edit
      </button>
      {row.status === 'current' ? (
        <button
          type="button"
          className={smallOutlineButton}
          disabled={busy}
          aria-label={`Retire the ${one} ${row.name}`}
          onClick={() => retire.mutate({ id: row.id, updatedAt: row.updatedAt })}
        >
          Retire
        </button>
      ) : (
        <button
          type="button"
          className={smallOutlineButton}
          disabled={busy}
          aria-label={`Reinstate the ${one} ${row.name}`}
          onClick={() => reinstate.mutate({ id: row.id, updatedAt: row.updatedAt })}
        >
          Reinstate
        </button>
      )}
    </div>
  );
}

/** A row's name (and an acquirer's logo): a new row, or a saved one being renamed. */
function RowForm({
  kind,
  row,
  values,
  onDone,
}: {
  kind: CatalogueListKind;
  row?: { id: number; updatedAt: string };
  values: RowValues;
  onDone?: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useId();
  const procedures = trpc.admin.content.catalogue[routerKey[kind]];
  const save = useMutation(procedures.save.mutationOptions());
  const withLogo = kind === 'acquirer';
  const { one } = catalogueListLabels[kind];
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<RowValues>({ defaultValues: values, resolver: resolvers[withLogo ? 'acquirer' : 'other'] });

  const onSubmit = handleSubmit(
    (typed) => {
      const fields = withLogo ? { name: typed.name, logo: typed.logo } : { name: typed.name };
      save.mutate(
        { ...fields, ...(row ? { id: row.id, updatedAt: row.updatedAt } : {}) },
        {
          onSuccess: async () => {
            toast.success(row ? `${typed.name.trim()} saved` : `${typed.name.trim()} added`);
            if (!row) reset(values);
            await queryClient.invalidateQueries({ queryKey: trpc.admin.content.catalogue.pathKey() });
            onDone?.();
          },
          // What was typed stays in the form.
        },
      );
    },
    () => save.reset(),
  );

  const nameError = errors.name?.message ?? (save.isError ? errorText(save.error) : undefined);
  const nameId = `${ids}-name`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-start gap-3"
      aria-label={row ? `Edit the ${one}` : `Add a ${one}`}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={nameId} className="field-label">
          {row ? 'Name' : `New ${one}'s name`}
        </label>
        <input
          id={nameId}
          className="field-input"
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          {...register('name')}
        />
        {nameError && (
          <p id={`${nameId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
            {nameError}
          </p>
        )}
      </div>
      {withLogo && (
        <div className="min-w-60 flex-1">
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <ImageField
                label="Logo"
                folder="cash_advance/product_acquirer"
                value={field.value}
                onChange={field.onChange}
                error={errors.logo?.message}
              />
            )}
          />
        </div>
      )}
      <div className="flex gap-2 pt-6">
        <button type="submit" className="btn-primary min-h-10" disabled={save.isPending}>
          {row ? 'Save' : 'Add'}
        </button>
        {onDone && (
          <button type="button" className={outlineButton} onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
