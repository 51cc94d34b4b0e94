import { formatPounds } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from '../admin/console-errors.ts';
import { formatUkDate } from './dates.ts';
import { PortalSection } from './PortalFrame.tsx';
import { StatementButton } from './StatementButton.tsx';

const smallButton = 'btn-outline min-h-10 px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60';

/**
 * What the partner earns: the commission per won lead of each kind, the total, and each month's total with the won
 * leads behind it and its statement. Every month with a referral has a statement, earnings or not.
 */
export function Earnings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const earnings = useQuery({ ...trpc.partner.earnings.queryOptions(), staleTime: 0 });
  const referrals = useQuery({ ...trpc.partner.referrals.queryOptions(), staleTime: 0 });

  if (earnings.isPending) {
    return (
      <PortalSection id="earnings-heading" title="Your earnings">
        <p>Loading your earnings...</p>
      </PortalSection>
    );
  }
  if (earnings.isError) {
    return (
      <PortalSection id="earnings-heading" title="Your earnings">
        <p role="alert">{errorText(earnings.error)}</p>
      </PortalSection>
    );
  }
  const { rates, totalPence } = earnings.data;
  const earned = new Map(earnings.data.months.map((month) => [month.month, month]));
  const labels = new Map<string, string>();
  for (const month of [...earnings.data.months, ...(referrals.data?.months ?? [])])
    labels.set(month.month, month.label);
  // yyyy-MM sorts as text: newest first.
  const months = [...labels.keys()].sort().reverse();

  return (
    <PortalSection id="earnings-heading" title="Your earnings">
      <p className="text-lg">
        Earned in total: <strong data-testid="earnings-total">{formatPounds(totalPence)}</strong>
      </p>

      <h3 className="mt-4 mb-2 text-lg font-semibold">Your commission per won lead</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-slate-200 p-3 text-sm">
        {rates.map((rate) => (
          <div key={rate.kind} className="contents">
            <dt>{rate.kindLabel}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatPounds(rate.amountPence)}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 mb-2 text-lg font-semibold">By month</h3>
      {months.length === 0 ? (
        <p>Nothing yet: when a business you referred becomes a customer, your commission shows here.</p>
      ) : (
        <ul className="space-y-4">
          {months.map((month) => {
            const found = earned.get(month);
            const label = labels.get(month) ?? month;
            return (
              <li key={month} className="rounded-lg border border-slate-200 p-3" data-testid="earnings-month">
                <p className="flex flex-wrap justify-between gap-2">
                  <span className="font-semibold">{label}</span>
                  <span className="font-semibold tabular-nums">{formatPounds(found?.totalPence ?? 0)}</span>
                </p>
                {found && found.items.length > 0 && (
                  <ul className="mt-2 space-y-1 text-sm">
                    {found.items.map((item, index) => (
                      <li key={index} className="flex flex-wrap justify-between gap-2">
                        <span className="break-words">
                          {item.businessName ?? 'Business name not given'} · {item.kindLabel} · won{' '}
                          <time dateTime={item.wonAt}>{formatUkDate(item.wonAt)}</time>
                        </span>
                        <span className="tabular-nums">{formatPounds(item.amountPence)}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-3">
                  <StatementButton
                    monthLabel={label}
                    className={smallButton}
                    load={() =>
                      queryClient.fetchQuery({ ...trpc.partner.statement.queryOptions({ month }), staleTime: 0 })
                    }
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}
