import { consolePaths, formatPounds } from '@sme/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { confirmDialog } from '../../ui/confirm-dialog.ts';
import { CopyButton } from '../../partner/CopyButton.tsx';
import { StatementButton } from '../../partner/StatementButton.tsx';
import type { ConsoleUser } from '../console-user.ts';
import { cell, ConsoleTable } from '../ConsoleTable.tsx';
import { errorText, isMissing } from '../console-errors.ts';
import { savedThen } from '../console-save.ts';
import { linkText, outlineButton, smallOutlineButton } from '../console-styles.ts';
import { InvitationResult } from './InvitationResult.tsx';
import { RatesTable } from './RatesTable.tsx';

/**
 * One partner as staff see them: their link, their commission per kind (own or default; admins change it), their
 * months with a statement each, and (admins) a new invitation.
 */
export function PartnerPage({ id, user }: { id: string; user: ConsoleUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const partner = useQuery({ ...trpc.admin.partners.get.queryOptions({ partnerId: id }), staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.partners.pathKey() });
  const setRate = useMutation(trpc.admin.partners.setRate.mutationOptions(savedThen('Rate saved', refresh)));
  const resend = useMutation(
    trpc.admin.partners.resendInvitation.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  const setAccess = useMutation(
    trpc.admin.partners.setAccess.mutationOptions({
      onSuccess: async ({ disabled }) => {
        toast.success(disabled ? 'Portal access turned off' : 'Portal access turned back on');
        await refresh();
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );
  const turnAccessOff = async () => {
    const confirmed = await confirmDialog({
      title: 'Turn off portal access?',
      text: 'Their sessions end at once, and they cannot sign in or use a link sent before until access is turned back on. Their referral link keeps working.',
      confirmText: 'Turn off',
    });
    if (confirmed) setAccess.mutate({ partnerId: id, disabled: true });
  };
  const isAdmin = user.role === 'admin';

  const backLink = (
    <p className="mb-4">
      <Link href={consolePaths.partners} className={linkText}>
        Back to partners
      </Link>
    </p>
  );
  if (partner.isPending) {
    return (
      <>
        <PageMeta title="Partner – Console" />
        {backLink}
        <p>Loading the partner...</p>
      </>
    );
  }
  if (partner.isError) {
    const missing = isMissing(partner.error);
    return (
      <>
        <PageMeta title={missing ? 'Partner not found – Console' : 'Partner – Console'} />
        {backLink}
        <h1 className="text-2xl font-bold">{missing ? 'Partner not found' : 'Partner'}</h1>
        <p role="alert" className="mt-2">
          {errorText(partner.error)}
        </p>
      </>
    );
  }

  const data = partner.data;
  return (
    <>
      <PageMeta title={`${data.name} – Partners – Console`} />
      {backLink}
      <h1 className="text-2xl font-bold break-words">{data.name}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">{data.email}</dd>
        <dt className="font-semibold">Code</dt>
        <dd className="font-mono">{data.code}</dd>
        <dt className="font-semibold">Portal access</dt>
        <dd data-testid="partner-access">{data.disabled ? 'Off' : 'On'}</dd>
      </dl>
      {isAdmin && (
        <p className="mt-3">
          <button
            type="button"
            className={outlineButton}
            disabled={setAccess.isPending}
            onClick={() =>
              data.disabled ? setAccess.mutate({ partnerId: id, disabled: false }) : void turnAccessOff()
            }
          >
            {data.disabled ? 'Turn portal access back on' : 'Turn off portal access'}
          </button>
        </p>
      )}

      <div className="mt-6 space-y-8">
        <section aria-labelledby="partner-link-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="partner-link-heading" className="mb-2 text-lg font-semibold">
            Referral link
          </h2>
          <label htmlFor="partner-link" className="field-label">
            {`${data.name}'s referral link`}
          </label>
          <input id="partner-link" type="text" readOnly className="field-input" value={data.link} />
          <div className="mt-2">
            <CopyButton text={data.link} label="Copy link" className={smallOutlineButton} />
          </div>
          {isAdmin && (
            <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
              <p className="text-sm text-slate-700">
                A new invitation sends a new set-password link; the links sent before stop working.
              </p>
              <button
                type="button"
                className={outlineButton}
                disabled={resend.isPending}
                onClick={() => resend.mutate({ partnerId: id })}
              >
                Send the invitation again
              </button>
              {resend.isSuccess && <InvitationResult invitation={resend.data} email={data.email} id="resent-link" />}
            </div>
          )}
        </section>

        <section aria-labelledby="partner-rates-heading">
          <h2 id="partner-rates-heading" className="mb-1 text-lg font-semibold">
            Commission per won lead
          </h2>
          <p className="mb-3 text-sm text-slate-700">
            {isAdmin
              ? "A rate of this partner's own replaces the default for them. Amounts in pounds."
              : 'Only an administrator can change the rates.'}{' '}
            <Link href={consolePaths.partners} className={linkText}>
              Default rates
            </Link>
          </p>
          <RatesTable
            idPrefix="partner-rate"
            label={`Commission rates of ${data.name}`}
            rates={data.rates}
            canEdit={isAdmin}
            saving={setRate.isPending}
            onSave={(kind, amountPence) => setRate.mutate({ partnerId: id, kind, amountPence })}
          />
        </section>

        <section aria-labelledby="partner-months-heading">
          <h2 id="partner-months-heading" className="mb-3 text-lg font-semibold">
            Months
          </h2>
          {data.months.length === 0 ? (
            <p>No referrals yet.</p>
          ) : (
            <ConsoleTable
              label={`Months of ${data.name}`}
              caption={`Referrals, won leads and earnings of ${data.name} by month`}
              columns={['Month', 'Referrals', 'Won', 'Earned', 'Statement']}
              minWidth="min-w-[40rem]"
            >
              {data.months.map((month) => (
                <tr key={month.month} className="border-t border-slate-200">
                  <td className={cell}>{month.label}</td>
                  <td className={`${cell} tabular-nums`}>{month.referrals}</td>
                  <td className={`${cell} tabular-nums`}>{month.won}</td>
                  <td className={`${cell} tabular-nums`}>{formatPounds(month.earnedPence)}</td>
                  <td className={cell}>
                    <StatementButton
                      monthLabel={month.label}
                      className={smallOutlineButton}
                      load={() =>
                        queryClient.fetchQuery({
                          ...trpc.admin.partners.statement.queryOptions({ partnerId: id, month: month.month }),
                          staleTime: 0,
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </ConsoleTable>
          )}
        </section>
      </div>
    </>
  );
}
