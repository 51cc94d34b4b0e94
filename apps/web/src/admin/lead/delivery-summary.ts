import type { LeadDetail } from './lead-detail.ts';

type Delivery = LeadDetail['deliveries'][number];

/** E-mails to the business and to the visitor read as one "E-mail" in the summary. */
const channelWord = (delivery: Delivery) => (delivery.channel === 'webhook' ? 'webhook' : 'e-mail');

/** "E-mail and webhook", capitalised as the start of a phrase. */
function channelsText(deliveries: Delivery[]): string {
  const words = [...new Set(deliveries.map(channelWord))].sort();
  const text = words.join(' and ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "14:02" when sent on the day the event happened, the date and time otherwise. */
function sentWhen(delivery: Delivery): string {
  const sent = delivery.sentAt ?? '';
  return sent.slice(0, 11) === delivery.occurredAt.slice(0, 11) ? sent.slice(12) : sent;
}

/**
 * The lead's deliveries in one line: "E-mail and webhook: sent 14:02", "E-mail: off: SMTP_URL is not set",
 * "Webhook: failed". Newest first, as the list below it.
 */
export function deliverySummary(deliveries: Delivery[]): string {
  if (deliveries.length === 0) return 'nothing to deliver';
  const parts: string[] = [];
  const sent = deliveries.filter((delivery) => delivery.status === 'sent');
  if (sent.length > 0) parts.push(`${channelsText(sent)}: sent ${sentWhen(sent[0]!)}`);
  const failed = deliveries.filter((delivery) => delivery.status === 'failed');
  if (failed.length > 0) parts.push(`${channelsText(failed)}: failed`);
  const pending = deliveries.filter((delivery) => delivery.status === 'pending');
  if (pending.length > 0)
    parts.push(`${channelsText(pending)}: ${pending.some((d) => d.attempts > 0) ? 'retrying' : 'waiting to send'}`);
  // A channel switched off says which setting it lacks, once per reason.
  const reasons = new Map<string, Delivery[]>();
  for (const delivery of deliveries.filter((candidate) => candidate.status === 'skipped')) {
    const reason = (delivery.lastError ?? 'not set up').replace(/ on the server\.$/, '').replace(/\.$/, '');
    reasons.set(reason, [...(reasons.get(reason) ?? []), delivery]);
  }
  for (const [reason, skipped] of reasons) parts.push(`${channelsText(skipped)}: off: ${reason}`);
  return parts.join('; ');
}
