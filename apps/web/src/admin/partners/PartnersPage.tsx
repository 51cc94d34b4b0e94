import { consolePartnerPath, formatPounds, partnerInvitationLabels } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import type { ConsoleUser } from '../console-user.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { errorText } from '../console-errors.ts';
import { savedThen } from '../console-save.ts';
import { linkText } from '../console-styles.ts';
import { RatesTable } from './RatesTable.tsx';

/** The partners who refer businesses: each one's figures, and the default commission per won lead. */
export function PartnersPage({ user }: { user: ConsoleUser }) {
  return (
    <>
      <PageMeta title="Partners – Console" />
      <h1 className="mb-2 text-2xl font-bold">Partners</h1>
      <p className="mb-6 text-sm text-slate-700">
        A partner registration becomes a partner when an administrator approves it on its lead page.
      </p>
      <div className="space-y-8">
        <PartnerList />
        <DefaultRates canEdit={user.role === 'admin'} />
      </div>
    </>
  );
}

function PartnerList() {
  const trpc = useTRPC();
  const partners = useQuery({ ...trpc.admin.partners.list.queryOptions(), staleTime: 0 });
  return (
    <section aria-labelledby="partner-list-heading">
      <h2 id="partner-list-heading" className="mb-3 text-xl font-semibold">
        All partners
      </h2>
      {partners.isPending ? (
        <p>Loading partners...</p>
      ) : partners.isError ? (
        <p role="alert">{errorText(partners.error)}</p>
      ) : partners.data.length === 0 ? (
        <p>No partners yet.</p>
      ) : (
        <ConsoleTable
          label="Partners table"
          caption="Partners, their referrals and earnings"
          columns={['Name', 'E-mail', 'Code', 'Referrals', 'Won', 'Earned', 'Invitation']}
          minWidth="min-w-[52rem]"
        >
          {partners.data.map((partner) => (
            <tr key={partner.id} className="border-t border-slate-200">
              <td className={cell}>
                <Link href={consolePartnerPath(partner.id)} className={linkText}>
                  {partner.name}
                </Link>
              </td>
              <td className={`${cell} break-all`}>{partner.email}</td>
              <td className={`${cell} font-mono`}>{partner.code}</td>
              <td className={`${cell} tabular-nums`}>{partner.referrals}</td>
              <td className={`${cell} tabular-nums`}>{partner.won}</td>
              <td className={`${cell} tabular-nums`}>{formatPounds(partner.earnedPence)}</td>
              <td className={cell}>{partnerInvitationLabels[partner.invitation]}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}

/** What every partner earns per won lead of a kind, unless they have a rate of their own. */
function DefaultRates({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rates = useQuery({ ...trpc.admin.partners.defaultRates.queryOptions(), staleTime: 0 });
  const setRate = useMutation(
    trpc.admin.partners.setRate.mutationOptions(
      savedThen('Default rate saved', () => queryClient.invalidateQueries({ queryKey: trpc.admin.partners.pathKey() })),
    ),
  );
  return (
    <section aria-labelledby="default-rates-heading">
      <h2 id="default-rates-heading" className="mb-1 text-xl font-semibold">
        Default commission rates
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        Per won lead of each kind, for every partner without a rate of their own.
        {canEdit ? ' Amounts in pounds.' : ' Only an administrator can change them.'}
      </p>
      {rates.isPending ? (
        <p>Loading rates...</p>
      ) : rates.isError ? (
        <p role="alert">{errorText(rates.error)}</p>
      ) : (
        <RatesTable
          idPrefix="default-rate"
          label="Default rates table"
          rates={rates.data}
          canEdit={canEdit}
          saving={setRate.isPending}
          onSave={(kind, amountPence) => amountPence !== null && setRate.mutate({ kind, amountPence })}
        />
      )}
    </section>
  );
}
