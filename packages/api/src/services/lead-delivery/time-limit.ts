/**
 * Settles as `work` does, or rejects with `failure()` once `ms` have passed, whichever comes first. The work itself
 * goes on (an SMTP message cannot be taken back from a pooled connection mid-send): should it still reach its
 * destination, the row is tried again later under the same Message-ID or X-Webhook-Id, which a receiver drops.
 */
export function withTimeLimit<T>(work: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
