import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { leadsRefresher } from '../src/admin/live/leads-refresher.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const showsLeads = () => true;

/** A console page's list: each read takes `answerMs` and returns the server's count as it was when the read began. */
function inboxList(answerMs: number) {
  const server = { changes: 0 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shown: number[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: [['admin', 'leads', 'list'], { input: { q: 'Settle' } }],
    queryFn: async ({ signal }) => {
      const seen = server.changes;
      await sleep(answerMs);
      if (signal.aborted) throw new Error('cancelled');
      return seen;
    },
  });
  const unsubscribe = observer.subscribe((result) => {
    if (result.isSuccess && shown.at(-1) !== result.data) shown.push(result.data);
  });
  return { server, queryClient, shown, unsubscribe };
}

describe('the console reading its leads again after live changes', () => {
  it('shows an answer while changes come faster than the server answers, and the last change once they stop', async () => {
    const { server, queryClient, shown, unsubscribe } = inboxList(150);
    const { refresh, stop } = leadsRefresher(queryClient, showsLeads, 10);
    await sleep(200);
    expect(shown).toEqual([0]);

    // A change every 30 ms for 900 ms, each answer taking 150 ms: a read cancelled by each change never came back.
    for (let n = 0; n < 30; n++) {
      server.changes += 1;
      refresh();
      await sleep(30);
    }
    expect(shown.length, `shown while the changes came: ${shown.join(', ')}`).toBeGreaterThanOrEqual(3);

    // Nothing is missed: the last change, which came while a read was on its way, is shown once the reads are in.
    await sleep(600);
    expect(shown.at(-1)).toBe(30);
    stop();
    unsubscribe();
    queryClient.clear();
  });
});
