import type { RouterOutputs } from '@sme/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { toast } from 'sonner';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { smallOutlineButton } from '../console-styles.ts';
import { deliverySummary } from './delivery-summary.ts';

type Delivery = RouterOutputs['admin']['leads']['detail']['deliveries'][number];

const tries = (count: number) => (count === 1 ? '1 try' : `${count} tries`);

/** Where a delivery stands, in words: sent, waiting, retrying (how many tries, next try), failed or not sent. */
function statusText(delivery: Delivery): string {
  switch (delivery.status) {
    case 'sent':
      return `Sent ${delivery.sentAt}${delivery.attempts > 1 ? ` after ${tries(delivery.attempts)}` : ''}`;
    case 'pending':
      return delivery.attempts === 0
        ? 'Waiting to send'
        : `Retrying: ${tries(delivery.attempts)} so far, next try ${delivery.nextAttemptAt}`;
    case 'failed':
      return delivery.attempts > 0 ? `Failed after ${tries(delivery.attempts)}` : 'Not sent';
    case 'skipped':
      return 'Not sent';
  }
}

const statusStyle: Record<Delivery['status'], string> = {
  sent: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-100 text-slate-800',
};

/** Each e-mail and webhook call the lead's events made, folded into one line until opened, and an admin's "Send again". */
export function Deliveries({
  leadId,
  deliveries,
  canResend,
}: {
  leadId: string;
  deliveries: Delivery[];
  canResend: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.admin.leads.resendDelivery.mutationOptions({
      onSuccess: async () => {
        toast.success('Sending again');
        await queryClient.invalidateQueries({ queryKey: trpc.admin.leads.detail.queryKey({ id: leadId }) });
      },
      onError: (error) => toast.error(errorText(error)),
    }),
  );

  return (
    <section
      aria-labelledby="deliveries-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="deliveries"
    >
      <details className="group">
        {/* One line until opened: each channel's state, and why a channel is off. */}
        <summary className="flex min-h-10 cursor-pointer flex-wrap items-baseline gap-x-2">
          <ChevronRight
            aria-hidden="true"
            className="size-4 shrink-0 self-center transition-transform group-open:rotate-90"
          />
          <h2 id="deliveries-heading" className="text-lg font-semibold">
            Delivery
          </h2>
          <span className="text-sm">{deliverySummary(deliveries)}</span>
        </summary>
        <p className="mt-3 mb-3 text-sm text-slate-700">
          E-mails and webhook calls this lead&rsquo;s events made, newest first.
        </p>
        {deliveries.length === 0 ? (
          <p>Nothing to deliver for this lead.</p>
        ) : (
          <ul className="space-y-3">
            {deliveries.map((delivery) => (
              <li
                key={delivery.id}
                className="border-b border-slate-100 pb-3 last:border-0 last:pb-0"
                data-testid="delivery"
              >
                <p className="font-medium">
                  {delivery.channelLabel}{' '}
                  <span className="font-normal text-slate-700">
                    · {delivery.eventLabel}, {delivery.occurredAt}
                  </span>
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <span className={`rounded px-2 py-0.5 font-semibold ${statusStyle[delivery.status]}`}>
                    {statusText(delivery)}
                  </span>
                  {delivery.lastError && delivery.status !== 'sent' && (
                    <span className="break-words">{delivery.lastError}</span>
                  )}
                </p>
                {canResend && delivery.status !== 'pending' && (
                  <button
                    type="button"
                    className={`${smallOutlineButton} mt-2`}
                    disabled={resend.isPending}
                    onClick={() => resend.mutate({ id: delivery.id })}
                    // The visible words, then which one (WCAG 2.5.3: the name starts with what is on screen).
                    aria-label={`Send again: ${delivery.channelLabel}, ${delivery.eventLabel}`}
                  >
                    Send again
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
