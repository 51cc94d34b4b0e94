import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../app/trpc.ts';
import { errorText } from '../admin/console-errors.ts';
import { formatUkDate } from './dates.ts';
import { PortalSection } from './PortalFrame.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The businesses the partner referred, by month, newest first: business name, kind, date and status. Never the
 * person's name or contact details (the server does not send them).
 */
export function Referrals() {
  const trpc = useTRPC();
  const referrals = useQuery({ ...trpc.partner.referrals.queryOptions(), staleTime: 0 });
  return (
    <PortalSection id="referrals-heading" title="Your referrals">
      {referrals.isPending ? (
        <p>Loading your referrals...</p>
      ) : referrals.isError ? (
        <p role="alert">{errorText(referrals.error)}</p>
      ) : referrals.data.months.length === 0 ? (
        <p>No referrals yet. Share your link: each business that makes an enquiry after opening it shows here.</p>
      ) : (
        <div className="space-y-6">
          {referrals.data.months.map((month) => (
            <section key={month.month} aria-labelledby={`referrals-${month.month}`}>
              <h3 id={`referrals-${month.month}`} className="text-lg font-semibold">
                {month.label}
              </h3>
              <p className="mb-2 text-sm text-slate-700">
                {count(month.count, 'referral', 'referrals')}, {month.won} won
              </p>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                {month.referrals.map((referral) => (
                  <li key={referral.id} className="p-3" data-testid="referral">
                    <p className="font-semibold break-words">{referral.businessName ?? 'Business name not given'}</p>
                    <p className="text-sm text-slate-700">
                      {referral.kindLabel} ·{' '}
                      <time dateTime={referral.createdAt}>{formatUkDate(referral.createdAt)}</time> ·{' '}
                      <span className="font-medium text-slate-900">{referral.statusLabel}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PortalSection>
  );
}
