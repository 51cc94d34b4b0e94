import { consoleCardMachinePath, consolePaths, formatMonthlyCharge } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../../app/page-meta.tsx';
import { useTRPC } from '../../../app/trpc.ts';
import type { ConsoleUser } from '../../console-user.ts';
import { cell, ConsoleTable } from '../../ConsoleTable.tsx';
import { errorText } from '../../console-errors.ts';
import { linkText } from '../../console-styles.ts';
import { canEditCatalogue, catalogueReadOnlyNote, statusLabels } from './catalogue-access.ts';

const shows = { current: 'Current card machines', retired: 'Retired card machines', all: 'All card machines' };
type Shown = keyof typeof shows;

/** Content → Card machines: every product of the catalogue, current or retired, and the way to add one. */
export function CardMachinesPage({ user }: { user: ConsoleUser }) {
  const trpc = useTRPC();
  const products = useQuery({ ...trpc.admin.content.catalogue.products.list.queryOptions(), staleTime: 0 });
  const [shown, setShown] = useState<Shown>('current');
  const canEdit = canEditCatalogue(user);
  const rows = products.data?.products.filter((product) => shown === 'all' || product.status === shown) ?? [];

  return (
    <>
      <PageMeta title="Card machines – Console" />
      <h1 className="mb-2 text-2xl font-bold">Card machines</h1>
      <p className="mb-4 text-sm text-slate-700">
        The products on the public &lsquo;Choose your product&rsquo; page. A retired card machine leaves the site but
        stays on the applications that chose it. Terms, acquirers, manufacturers and features are on{' '}
        <Link href={consolePaths.catalogueLists} className={linkText}>
          Catalogue lists
        </Link>
        .
      </p>
      {!canEdit && (
        <p className="mb-4 rounded border border-slate-300 bg-slate-50 p-3 text-sm" data-testid="read-only-note">
          {catalogueReadOnlyNote}
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        {canEdit && (
          <Link href={consoleCardMachinePath('new')} className="btn-primary min-h-11">
            Add a card machine
          </Link>
        )}
        <div>
          <label htmlFor="card-machines-shown" className="field-label">
            Show
          </label>
          <select
            id="card-machines-shown"
            className="field-input"
            value={shown}
            onChange={(event) => setShown(event.target.value as Shown)}
          >
            {(Object.keys(shows) as Shown[]).map((value) => (
              <option key={value} value={value}>
                {shows[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.isPending ? (
        <p>Loading the card machines...</p>
      ) : products.isError ? (
        <p role="alert">{errorText(products.error)}</p>
      ) : rows.length === 0 ? (
        <p>No {shown === 'all' ? '' : `${shown} `}card machines.</p>
      ) : (
        <ConsoleTable
          label="Card machines table"
          caption={shows[shown]}
          columns={['Image', 'Name', 'Acquirer', 'Monthly charge', 'Status']}
          minWidth="min-w-[40rem]"
        >
          {rows.map((product) => (
            <tr key={product.id} className="border-t border-slate-200">
              <td className={cell}>
                {/* The name beside it says what it shows. */}
                <img src={product.imageUrl} alt="" width={48} height={48} className="size-12 object-contain" />
              </td>
              <td className={`${cell} break-words`}>
                <Link href={consoleCardMachinePath(product.id)} className={linkText}>
                  {product.name}
                </Link>
              </td>
              <td className={cell}>{product.acquirer}</td>
              <td className={`${cell} tabular-nums`}>{formatMonthlyCharge(product.monthlyCharge)}</td>
              <td className={cell}>{statusLabels[product.status]}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}
