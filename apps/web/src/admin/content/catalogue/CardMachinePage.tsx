import type { RouterOutputs } from '@sme/api';
import { consoleCardMachinePath, consolePaths, type ProductValues } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { PageMeta } from '../../../app/page-meta.tsx';
import { useTRPC } from '../../../app/trpc.ts';
import { confirmDialog } from '../../../ui/confirm-dialog.ts';
import type { ConsoleUser } from '../../console-user.ts';
import { errorText, isMissing } from '../../console-errors.ts';
import { savedThen } from '../../console-save.ts';
import { linkText, outlineButton } from '../../console-styles.ts';
import { CardMachineForm, blankProduct } from './CardMachineForm.tsx';
import { CardMachineHistory } from './CardMachineHistory.tsx';
import { canEditCatalogue, catalogueReadOnlyNote, statusLabels } from './catalogue-access.ts';

/** A card machine's page: its form (new or saved), whether it is on offer, and its history. */
export function CardMachinePage({ id, user }: { id: string; user: ConsoleUser }) {
  const trpc = useTRPC();
  const productId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const isNew = id === 'new';
  const options = useQuery({ ...trpc.admin.content.catalogue.products.options.queryOptions(), staleTime: 0 });
  const product = useQuery({
    ...trpc.admin.content.catalogue.products.get.queryOptions({ id: productId ?? 0 }),
    enabled: productId !== null,
    staleTime: 0,
    retry: false,
  });
  const canEdit = canEditCatalogue(user);

  const back = (
    <p className="mb-3">
      <Link href={consolePaths.cardMachines} className={linkText}>
        Back to card machines
      </Link>
    </p>
  );
  if (!isNew && (productId === null || (product.isError && isMissing(product.error)))) {
    return (
      <>
        <PageMeta title="Card machine not found – Console" />
        {back}
        <h1 className="text-2xl font-bold">Card machine not found</h1>
        <p className="mt-2">There is no card machine at this address.</p>
      </>
    );
  }
  const title = isNew ? 'Add a card machine' : (product.data?.form.name ?? 'Card machine');
  return (
    <>
      <PageMeta title={`${title} – Console`} />
      {back}
      <h1 className="mb-2 text-2xl font-bold break-words">{title}</h1>
      {!canEdit && (
        <p className="mb-4 rounded border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="read-only-note">
          {catalogueReadOnlyNote}
        </p>
      )}
      {options.isError || product.isError ? (
        <p role="alert">{errorText(options.error ?? product.error)}</p>
      ) : options.isPending || (!isNew && product.isPending) ? (
        <p>Loading the card machine...</p>
      ) : isNew ? (
        canEdit ? (
          <NewCardMachine options={options.data} />
        ) : (
          <p>{catalogueReadOnlyNote}</p>
        )
      ) : (
        product.data && (
          <SavedCardMachine id={productId!} product={product.data} options={options.data} canEdit={canEdit} />
        )
      )}
    </>
  );
}

type Options = Parameters<typeof CardMachineForm>[0]['options'];

function NewCardMachine({ options }: { options: Options }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const save = useMutation(trpc.admin.content.catalogue.products.save.mutationOptions());
  const onSave = (values: ProductValues) =>
    save.mutate(values, {
      onSuccess: async ({ id }) => {
        toast.success(`${values.name} added`);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.content.catalogue.pathKey() });
        navigate(consoleCardMachinePath(id), { replace: true });
      },
    });
  return (
    <CardMachineForm
      values={blankProduct}
      options={options}
      canEdit
      saving={save.isPending}
      saveError={save.error}
      onSave={onSave}
    />
  );
}

type Saved = RouterOutputs['admin']['content']['catalogue']['products']['get'];

function SavedCardMachine({
  id,
  product,
  options,
  canEdit,
}: {
  id: number;
  product: Saved;
  options: Options;
  canEdit: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.content.catalogue.pathKey() });
  const save = useMutation(trpc.admin.content.catalogue.products.save.mutationOptions());
  const retire = useMutation(
    trpc.admin.content.catalogue.products.retire.mutationOptions(savedThen('Card machine retired', refresh)),
  );
  const reinstate = useMutation(
    trpc.admin.content.catalogue.products.reinstate.mutationOptions(savedThen('Card machine reinstated', refresh)),
  );
  const retired = product.status === 'retired';

  const onSave = (values: ProductValues) =>
    save.mutate(
      { id, updatedAt: product.updatedAt, ...values },
      {
        onSuccess: async () => {
          toast.success('Card machine saved');
          await refresh();
        },
      },
    );

  const changeStatus = async () => {
    if (retired) {
      reinstate.mutate({ id, updatedAt: product.updatedAt });
      return;
    }
    const confirmed = await confirmDialog({
      title: 'Retire this card machine?',
      text: `${product.form.name} leaves the public catalogue. Applications that chose it keep it, and you can reinstate it later.`,
      confirmText: 'Retire',
    });
    if (confirmed) retire.mutate({ id, updatedAt: product.updatedAt });
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="card-machine-status" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="card-machine-status" className="text-lg font-semibold">
          Status: {statusLabels[product.status]}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {retired
            ? 'Not on the public site; applications that chose it keep it.'
            : 'On the public ‘Choose your product’ page.'}
        </p>
        {canEdit && (
          <button
            type="button"
            className={`${outlineButton} mt-3`}
            disabled={retire.isPending || reinstate.isPending}
            onClick={() => void changeStatus()}
          >
            {retired ? 'Reinstate' : 'Retire'}
          </button>
        )}
      </section>
      <CardMachineForm
        values={product.form}
        options={options}
        canEdit={canEdit}
        saving={save.isPending}
        saveError={save.error}
        onSave={onSave}
        onDirty={setDirty}
      />
      <CardMachineHistory id={id} updatedAt={product.updatedAt} canEdit={canEdit} unsaved={dirty} />
    </div>
  );
}
