// What the fault tests do as visitors, against an instance or the proxy.

/** What a visitor's submission got: its answer's status, or 0 for none at all. */
export interface Answer {
  email: string;
  status: number;
}

/** A 'Let's talk' popup sent as the site sends it, to whatever listens on `port`, waiting at most 30 s for it. */
export async function submitPopup(port: number, name: string, email: string): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/form-submit/popup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ name, email, phone: '07700 900456', page: '/faults' }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => undefined);
  await res?.arrayBuffer();
  // No answer at all (a reset, a timeout) counts as a failure the visitor saw: status 0.
  return { email, status: res?.status ?? 0 };
}
