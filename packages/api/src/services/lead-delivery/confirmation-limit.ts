/**
 * Confirmations one mailbox gets in 24 hours: anyone can type anyone's address into a form, so the business's
 * domain must not become a way to flood a stranger's inbox. The worker's claim decides (worker.ts): the rest are
 * marked skipped with the reason below, which the lead's page in the console shows beside "Not sent".
 */
export const CONFIRMATIONS_PER_DAY = 3;

/** The reason a confirmation over the limit shows in the console, beside "Not sent". */
export const CONFIRMATION_LIMIT_REASON = `Limit for this address: at most ${CONFIRMATIONS_PER_DAY} confirmations in 24 hours.`;

/**
 * The mailbox an address reaches, as the limit counts it: mail systems ignore the letter case and (most of them) a
 * +tag, so `Victim+1@Example.org` and `victim@example.org` are one mailbox, and one count.
 */
export function confirmationKey(recipient: string): string {
  return recipient.toLowerCase().replace(/\+[^@]*@/, '@');
}
